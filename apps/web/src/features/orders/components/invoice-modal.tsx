import { BILLING_TEXTS, type Order } from '@lodestar/contracts';
import { invoiceNumber } from '@lodestar/domain';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useOrder } from '../api/get-order.ts';
import { invoicePayment, paymentDueText } from '../utils/invoice-payment.ts';
import { orderActions } from '../utils/order-status.ts';
import { invoiceLinesOf } from './invoice-lines.tsx';
import { DownloadInvoiceButton } from './download-invoice-button.tsx';
import { InvoiceView } from './invoice-view.tsx';

/**
 * The order invoice dialog, to view or pay (spec 3 §2.10): the invoice of §2.6 with Download PDF, and Pay Now when
 * the order is payable and the viewer may pay. Full screen on a phone.
 */
export function InvoiceModal({
  orderId,
  mayPay,
  onClose,
  onPay,
}: {
  orderId: number;
  mayPay: boolean;
  onClose: () => void;
  onPay: (order: Order) => void;
}) {
  const phone = useMediaQuery('(max-width: 40em)');
  const order = useOrder(orderId);
  const payment = order.data ? invoicePayment(order.data) : null;
  const title = order.data ? `Invoice ${invoiceNumber(order.data.id, payment?.id)}` : 'Invoice';
  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={phone}>
      {order.data ? (
        <InvoiceContent order={order.data} mayPay={mayPay} onPay={onPay} />
      ) : order.isError ? (
        <Alert color="red">The invoice could not be loaded.</Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading invoice" />
        </Center>
      )}
    </Modal>
  );
}

function InvoiceContent({
  order,
  mayPay,
  onPay,
}: {
  order: Order;
  mayPay: boolean;
  onPay: (order: Order) => void;
}) {
  const [noItems, setNoItems] = useState(false);
  const payment = invoicePayment(order);
  const { payNow } = orderActions(order.status, mayPay);
  const due = payNow ? paymentDueText(order, payment) : null;
  const pay = () => {
    // spec 3 §5: an invoice without items is not paid
    if (invoiceLinesOf(order).length === 0) setNoItems(true);
    else onPay(order);
  };
  return (
    <Stack gap="lg">
      <InvoiceView order={order} payment={payment} />
      {noItems && (
        <Alert color="red" role="alert">
          {BILLING_TEXTS.noItems}
        </Alert>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={500}>
          {due}
        </Text>
        <Group gap="sm">
          <DownloadInvoiceButton invoice={{ orderId: order.id, paymentId: payment?.id ?? null }} />
          {payNow && <Button onClick={pay}>Pay Now</Button>}
        </Group>
      </Group>
    </Stack>
  );
}
