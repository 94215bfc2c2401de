import type { Order } from '@lodestar/contracts';

/**
 * The one place the orders screens open the order payment modal (spec 3 §2.7), which is the shared payment
 * component's (components/payments): signed in with the order, on the approve page with its uuid too.
 */
export function OrderPayment(_props: {
  order: Order;
  publicUuid?: string;
  opened: boolean;
  onClose: () => void;
}) {
  // TODO(web-pay): <OrderPaymentModal {...props} /> once components/payments/order-payment-modal.tsx lands
  return null;
}
