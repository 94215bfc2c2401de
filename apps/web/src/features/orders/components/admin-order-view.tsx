import { pathTo, type AdminOrder } from '@lodestar/contracts';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDateTime } from '../../../components/date-format.ts';
import { useDraftOrderActions } from '../hooks/use-draft-order-actions.ts';
import { draftFromOrder } from '../utils/draft-form.ts';
import { invoicePayment } from '../utils/invoice-payment.ts';
import { InvoiceView } from './invoice-view.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** A sent order can be cancelled until its payments start (the server has the last word). */
const CANCELLABLE: readonly AdminOrder['status'][] = ['pending-approval'];

/**
 * A sent (or paid, or cancelled) order as the internal admin sees it: who it is for and who sent it, the approve
 * link the customer got, the invoice and schedule, and Cancel order while it has not been paid.
 */
export function AdminOrderView({ order }: { order: AdminOrder }) {
  const { cancel } = useDraftOrderActions(order, draftFromOrder(order), []);
  const link = `${window.location.origin}${pathTo('ApproveOrderView', { uuid: order.uuid })}`;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={1}>Order #{order.id}</Title>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Text>
        For <strong>{order.account?.title ?? `account #${order.account_id}`}</strong>
        {order.sent_at && <> · sent {formatDateTime(order.sent_at)}</>}
        {order.created_by && <> · composed by {order.created_by.name}</>}
      </Text>
      {order.kind === 'sale' && order.status !== 'cancelled' && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Approve link"
            value={link}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Copied!' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <InvoiceView order={order} payment={invoicePayment(order)} />
      </Paper>
      {CANCELLABLE.includes(order.status) && (
        <Group>
          <Button variant="subtle" color="red" onClick={cancel}>
            Cancel order
          </Button>
        </Group>
      )}
    </Stack>
  );
}
