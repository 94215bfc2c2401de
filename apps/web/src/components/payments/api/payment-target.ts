/**
 * Which order a payment is for, and how it is reached: signed in through /orders/{id}, or on the public approve
 * page through /public-orders/{uuid}, where the uuid is the capability (decision 0066).
 */
export interface PaymentTarget {
  orderId: number;
  publicUuid?: string;
}

export function orderPath(target: PaymentTarget): string {
  return target.publicUuid
    ? `/public-orders/${encodeURIComponent(target.publicUuid)}`
    : `/orders/${target.orderId}`;
}
