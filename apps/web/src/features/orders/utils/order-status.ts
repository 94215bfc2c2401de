import { BILLING_STATUS_LABELS, type OrderStatus } from '@lodestar/contracts';
import { isOrderPayable } from '@lodestar/domain';

/** An order status as the badge reads it: the spec's overrides (spec 3 §4), else the value capitalised. */
export function orderStatusLabel(status: OrderStatus): string {
  return BILLING_STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/** Badge colours (spec 3 §4 says colours exist, not which): money in green, waiting on the customer in blue. */
const COLOURS: Record<OrderStatus, string> = {
  cart: 'gray',
  draft: 'gray',
  'pending-approval': 'blue',
  pending: 'orange',
  'ach-requested': 'teal',
  paid: 'green',
  cancelled: 'red',
};

export const orderStatusColour = (status: OrderStatus): string => COLOURS[status];

/** What an order offers (spec 3 §2.4, §4): Pay Now when payable, View Invoice for any order past cart and draft. */
export interface OrderActions {
  payNow: boolean;
  viewInvoice: boolean;
}

/**
 * The actions of an order for this viewer. Paying moves money, which only the account's admins may do (decision
 * 0066): an 'all' member sees a payable order's invoice instead.
 */
export function orderActions(status: OrderStatus, mayPay: boolean): OrderActions {
  const invoiced = status !== 'cart' && status !== 'draft';
  return { payNow: invoiced && mayPay && isOrderPayable(status), viewInvoice: invoiced };
}
