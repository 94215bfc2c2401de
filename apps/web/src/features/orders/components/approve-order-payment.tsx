import { BILLING_TEXTS, type Order, type Payment } from '@lodestar/contracts';
import { isOrderPayable } from '@lodestar/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { paymentDueText } from '../utils/invoice-payment.ts';
import { invoiceLinesOf } from './invoice-lines.tsx';
import { OrderPayment } from './order-payment.tsx';

/**
 * The approve page's way to pay (spec 3 §2.6): 'Payment due on {date}' (or 'First monthly payment due on {date}')
 * and Continue to Payment, which opens the payment modal with the order's uuid. A paid order says so instead,
 * and a cancelled one that it cannot be paid.
 */
export function ApproveOrderPayment({
  order,
  payment,
  uuid,
}: {
  order: Order;
  payment: Payment | null;
  uuid: string;
}) {
  const [paying, setPaying] = useState(false);
  const [noItems, setNoItems] = useState(false);
  if (order.status === 'paid' || order.status === 'ach-requested')
    return (
      <Alert color="green" title="This order is paid" role="status">
        {order.status === 'ach-requested'
          ? 'Thank you. Your bank payment is on its way; it takes a few business days to settle.'
          : 'Thank you for your payment. There is nothing more to pay now; any later payments of the schedule are charged on their due dates.'}
      </Alert>
    );
  if (order.status === 'cancelled')
    return (
      <Alert color="gray" title="This order was cancelled" role="status">
        It can no longer be paid. Ask the person who sent it if you expected to pay it.
      </Alert>
    );
  if (!isOrderPayable(order.status)) return null;

  const proceed = () => {
    // spec 3 §5: an invoice without items is not paid
    if (invoiceLinesOf(order).length === 0) setNoItems(true);
    else setPaying(true);
  };
  return (
    <Stack gap="xs">
      {noItems && (
        <Alert color="red" role="alert">
          {BILLING_TEXTS.noItems}
        </Alert>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600}>{paymentDueText(order, payment)}</Text>
        <Button size="md" onClick={proceed}>
          {BILLING_TEXTS.continueToPayment}
        </Button>
      </Group>
      <OrderPayment order={order} publicUuid={uuid} opened={paying} onClose={() => setPaying(false)} />
    </Stack>
  );
}
