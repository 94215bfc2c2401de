import { BILLING_TEXTS, type Order } from '@lodestar/contracts';
import { Modal } from '@mantine/core';
import { OrderPaymentContent } from './order-payment/order-payment-content.tsx';

/**
 * The order payment modal (spec 3 §2.7), opened by the order pages (signed in) and the public approve page
 * (`publicUuid`, where nothing of the account is shown: no saved methods). A paid order leaves for the success
 * page. Its state starts afresh at each opening.
 */
export function OrderPaymentModal({
  order,
  publicUuid,
  opened,
  onClose,
}: {
  order: Order;
  publicUuid?: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={BILLING_TEXTS.orderPayment} size="lg">
      {opened && <OrderPaymentContent order={order} publicUuid={publicUuid} />}
    </Modal>
  );
}
