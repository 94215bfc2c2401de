import { BILLING_TEXTS, PAYMENT_TEXTS, type PaymentMethod } from '@lodestar/contracts';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { brandLabel } from '../../../components/payments/card-brand.ts';
import { PAYMENT_FORM_TEXTS } from '../../../components/payments/payment-texts.ts';
import { TrashIcon } from './trash-icon.tsx';

/** 'MM/YYYY', the expiry month and year as cards print them. */
export function expiryText(method: Pick<PaymentMethod, 'exp_month' | 'exp_year'>): string {
  if (!method.exp_month || !method.exp_year) return '';
  return `${String(method.exp_month).padStart(2, '0')}/${method.exp_year}`;
}

/**
 * One saved card (spec 3 §2.4): brand, expiry month/year and last 4, the 'Default' and 'Credit card expired'
 * labels; for admins 'Set default' (refused for an expired card, spec 3 §5, with the reason beside it) and the
 * delete icon. Others see the tile only.
 */
export function PaymentMethodTile({
  method,
  canManage,
  busy,
  onSetDefault,
  onDelete,
}: {
  method: PaymentMethod;
  canManage: boolean;
  busy?: boolean;
  onSetDefault: (method: PaymentMethod) => void;
  onDelete: (method: PaymentMethod) => void;
}) {
  const name = `${brandLabel(method.brand)} ${PAYMENT_FORM_TEXTS.endingIn(method.last4)}`;
  return (
    <Card withBorder padding="md" radius="md" aria-label={name} component="article">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{brandLabel(method.brand)}</Text>
          {canManage && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${PAYMENT_FORM_TEXTS.deleteMethod} ${name}`}
              onClick={() => onDelete(method)}
              disabled={busy}
            >
              <TrashIcon />
            </ActionIcon>
          )}
        </Group>
        <Text ff="monospace" size="sm">
          •••• {method.last4}
        </Text>
        <Text size="sm" c="dimmed">
          {expiryText(method)}
        </Text>
        <Group gap="xs" mih={26}>
          {method.default && <Badge>{PAYMENT_FORM_TEXTS.defaultLabel}</Badge>}
          {method.expired && (
            <Badge color="red" variant="light">
              {BILLING_TEXTS.cardExpired}
            </Badge>
          )}
          {canManage && !method.default && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onSetDefault(method)}
              disabled={busy || method.expired}
              aria-label={`${PAYMENT_FORM_TEXTS.setDefault}: ${name}`}
            >
              {PAYMENT_FORM_TEXTS.setDefault}
            </Button>
          )}
        </Group>
        {canManage && !method.default && method.expired && (
          <Text size="xs" c="dimmed">
            {PAYMENT_TEXTS.expiredNotDefault}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
