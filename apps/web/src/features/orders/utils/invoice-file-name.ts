/**
 * An invoice PDF's file name (spec 3 §7): 'Order #{id} Payment #{id}' for a payment's invoice, 'Order #{id}' for
 * the order's own (an order with no payment yet). The same name whatever the server suggests, so a customer's
 * downloads sort and read alike.
 */
export function invoiceFileName(orderId: number, paymentId?: number | null): string {
  return paymentId == null ? `Order #${orderId}.pdf` : `Order #${orderId} Payment #${paymentId}.pdf`;
}
