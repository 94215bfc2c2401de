import type { Order } from '@lodestar/contracts';
import { OrderPaymentModal } from '../../../components/payments/order-payment-modal.tsx';

/**
 * The one place the orders screens open the order payment modal (spec 3 §2.7), the shared payment component's:
 * signed in with the order, on the approve page with its uuid too.
 */
export function OrderPayment(props: {
  order: Order;
  publicUuid?: string;
  opened: boolean;
  onClose: () => void;
}) {
  return <OrderPaymentModal {...props} />;
}
