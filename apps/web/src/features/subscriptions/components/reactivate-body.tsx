import {
  BILLING_TEXTS,
  pathTo,
  type PaymentMethod,
  type PlanMonths,
  type PlanPrice,
} from '@lodestar/contracts';
import { annualSaving, formatMoney } from '@lodestar/domain';
import { Alert, Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { offeredPlans } from '../utils/reactivation-plans.ts';
import { monthsText } from '../utils/subscription-words.ts';

/** Which method pays: loading (undefined), none active (null), or the card ending in its last 4 digits. */
function ChargeLine({ method, onLeave }: { method: PaymentMethod | null | undefined; onLeave: () => void }) {
  if (method === undefined)
    return (
      <Text size="sm" c="dimmed">
        {BILLING_TEXTS.loadingMethods}
      </Text>
    );
  if (method === null)
    return (
      <Text size="sm" c="red" data-testid="reactivate-charge">
        {BILLING_TEXTS.noPaymentMethod}{' '}
        <Anchor component={Link} to={pathTo('ManagePaymentView')} onClick={onLeave} size="sm">
          the Payment tab
        </Anchor>
        .
      </Text>
    );
  return (
    <Text size="sm" data-testid="reactivate-charge">
      {BILLING_TEXTS.chargedTo(method.last4)}
    </Text>
  );
}

/**
 * The Reactivate Subscription modal's content (spec 3 §2.8, §5): the plan period (1 or 12 months) with the annual
 * saving, the method it is charged to, Cancel and Confirm (disabled while processing or with no active method);
 * once sent, 'Payment is processing.' and Okay.
 */
export function ReactivateBody({
  plans,
  months,
  onMonths,
  method,
  busy,
  error,
  done,
  onConfirm,
  onClose,
  onOkay,
}: {
  plans: readonly PlanPrice[];
  months: PlanMonths | null;
  onMonths: (months: PlanMonths) => void;
  method: PaymentMethod | null | undefined;
  busy: boolean;
  error: string | null;
  done: boolean;
  onConfirm: () => void;
  onClose: () => void;
  onOkay: () => void;
}) {
  if (done)
    return (
      <Stack gap="md">
        <Text data-testid="reactivate-processing">{BILLING_TEXTS.paymentProcessing}</Text>
        <Group justify="flex-end">
          <Button onClick={onOkay} data-autofocus>
            Okay
          </Button>
        </Group>
      </Stack>
    );
  const offered = offeredPlans(plans);
  const saving = annualSaving(plans);
  return (
    <Stack gap="md">
      {offered.length === 0 ? (
        <Alert color="yellow" variant="light">
          This tracker&apos;s plan is no longer sold, so it cannot be reactivated here.
        </Alert>
      ) : (
        <Radio.Group
          label="Plan period"
          value={months === null ? null : String(months)}
          onChange={(value) => onMonths(Number(value) as PlanMonths)}
        >
          <Stack gap="sm" mt="xs">
            {offered.map((plan) => (
              <Radio
                key={plan.months}
                value={String(plan.months)}
                disabled={busy}
                label={`${monthsText(plan.months)}: ${formatMoney(plan.price)}`}
                description={
                  plan.months === 12 && saving !== null && saving > 0
                    ? `You save ${formatMoney(saving)} a year over monthly payments`
                    : undefined
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <ChargeLine method={method} onLeave={onClose} />
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button loading={busy} disabled={busy || !method || months === null} onClick={onConfirm}>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}
