import { pathTo } from '@lodestar/contracts';
import type { PaymentTarget } from '../api/payment-target.ts';

/**
 * Where a paid order goes (spec 3 §2.1, §9): signed in, /payment-success with the order and the intent (the
 * success page refreshes it, so the order shows paid before any webhook) and the hash 'orders'; on the public
 * approve page, /approve-order-success.
 */
export function paidPath(target: PaymentTarget, intentId: string | null): string {
  if (target.publicUuid) {
    // the uuid lets the signed-out success page refresh the intent through the order's public twin
    const query = new URLSearchParams({ uuid: target.publicUuid });
    if (intentId) query.set('payment_intent', intentId);
    return `${pathTo('ApproveOrderSuccessView')}?${query.toString()}`;
  }
  const query = new URLSearchParams({ order_id: String(target.orderId) });
  if (intentId) query.set('payment_intent', intentId);
  return `${pathTo('PaymentSuccessView')}?${query.toString()}#orders`;
}

/**
 * The page the card provider sends the browser back to when its authentication leaves the page (Stripe's 3D
 * Secure redirect): the same success page, to which Stripe adds payment_intent itself.
 */
export function providerReturnUrl(target: PaymentTarget, origin: string): string {
  if (target.publicUuid)
    return `${origin}${pathTo('ApproveOrderSuccessView')}?uuid=${encodeURIComponent(target.publicUuid)}`;
  return `${origin}${pathTo('PaymentSuccessView')}?order_id=${target.orderId}`;
}
