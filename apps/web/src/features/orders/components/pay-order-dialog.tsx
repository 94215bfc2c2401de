import { Center, Loader, Modal } from '@mantine/core';
import { useOrder } from '../api/get-order.ts';
import { OrderPayment } from './order-payment.tsx';

/**
 * Pay Now for an order of the account: loads the order whole (its schedule and lines, which the payment modal's
 * agreement and checks read), then opens the order payment modal (spec 3 §2.7).
 */
export function PayOrderDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const order = useOrder(orderId);
  if (order.data) return <OrderPayment order={order.data} opened onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title="Order Payment">
      <Center py="xl">
        {order.isError ? 'The order could not be loaded.' : <Loader aria-label="Loading order" />}
      </Center>
    </Modal>
  );
}
