import { eq, inArray } from 'drizzle-orm';
import type { BillingTerm, OrderStatus, PromoCode } from '@lodestar/contracts';
import { SANDBOX_MESSAGES } from '@lodestar/contracts';
import { orderSummary, paymentSchedule, type ScheduledPayment } from '@lodestar/domain';
import { orderItems, orderSubscriptions, orders, payments, subscriptions } from '../schema/index.ts';
import type { DemoAddresses } from './demo-billing-addresses.ts';
import type { DemoProduct } from './demo-billing-catalogue.ts';
import type { Tx } from './demo-billing-context.ts';

const DAY = 86_400_000;

/** A line of a demo order: a product, how many, and for a service its plan period (and tracker, if named). */
export interface DemoLine {
  product: DemoProduct;
  quantity: number;
  months?: 1 | 12;
  deviceId?: number;
  /** cents; default the product's price, or its plan's for a service */
  unitPrice?: number;
}

/** How the demo's payments of an order stand (each order's payments follow the domain's schedule). */
export type DemoPaymentState =
  /** not sent: no schedule yet */
  | 'none'
  /** sent, nothing paid */
  | 'unpaid'
  /** the first payment paid, every later one that has come due too (instalments charged on their due date) */
  | 'paid'
  /** as paid, but the latest payment that came due failed */
  | 'failed';

export interface DemoOrder {
  accountId: number;
  kind?: 'sale' | 'renewal' | 'reactivation';
  status: OrderStatus;
  billingTerm: BillingTerm;
  paymentTerm: number;
  lines: DemoLine[];
  promo?: PromoCode | null;
  shippingTotal?: number;
  taxRateBps: number;
  createdAt: Date;
  /** null for a draft */
  sentAt: Date | null;
  addresses: DemoAddresses;
  /** a renewal or reactivation keeps the billing address only (nothing ships) */
  billingOnly?: boolean;
  salesPerson?: string | null;
  poNumber?: string | null;
  createdBy?: number | null;
  uuid?: string;
  /** renewal and reactivation orders: the subscription renewed or reactivated, and the period paid for */
  subscriptionId?: number;
  periodStart?: Date;
  /** renewals and reactivations are due at once */
  firstDueDays?: number;
  payments: DemoPaymentState;
  failureMessage?: string;
  /** the payments' number of failed attempts, for a failed one (dunning); default 1 */
  failedAttempts?: number;
  /** the saved method that paid (our payment_methods id); null with ACH */
  paymentMethodId: number | null;
  methodType?: 'card' | 'us_bank_account';
  /** subscriptions this order made, renewed or reactivated (order_subscriptions) */
  subscriptionIds?: number[];
  /** mark those subscriptions as made by this order (subscriptions.order_id): sales and reactivations */
  madeSubscriptions?: boolean;
}

function unitPriceOf(line: DemoLine): number {
  if (line.unitPrice !== undefined) return line.unitPrice;
  return line.product.kind === 'service' ? line.product.plans[line.months ?? 1] : line.product.price;
}

/** Payment rows for the schedule as the order's state has them, relative to `now`. */
function paymentRows(order: DemoOrder, orderId: number, schedule: ScheduledPayment[], now: Date) {
  const paidBy = (p: ScheduledPayment) => (p.number === 1 ? true : p.dueDate.getTime() <= now.getTime());
  const due = schedule.filter(paidBy);
  const failedNumber = order.payments === 'failed' ? due[due.length - 1]!.number : null;
  return schedule.map((p) => {
    const base = {
      orderId,
      number: p.number,
      amount: p.amount,
      dueDate: p.dueDate,
      createdAt: order.sentAt!,
    };
    const settled = order.payments !== 'unpaid' && paidBy(p);
    if (!settled) return base;
    const charged = {
      provider: 'sandbox' as const,
      methodType: order.methodType ?? 'card',
      paymentMethodId: order.paymentMethodId,
      updatedAt: p.dueDate,
    };
    if (p.number === failedNumber) {
      return {
        ...base,
        ...charged,
        status: 'failed' as const,
        attempt: order.failedAttempts ?? 1,
        failureMessage: order.failureMessage ?? SANDBOX_MESSAGES.declined,
      };
    }
    // the first payment is made a couple of days after the order is sent (never later than now); instalments on time
    const paidAt =
      p.number === 1
        ? new Date(Math.min(order.sentAt!.getTime() + 2 * DAY, p.dueDate.getTime(), now.getTime()))
        : p.dueDate;
    return { ...base, ...charged, status: 'succeeded' as const, attempt: 1, paidAt, updatedAt: paidAt };
  });
}

/**
 * Inserts a demo order with its lines, its payment schedule (the domain's, from the domain's summary, so the two
 * always agree), its addresses copied as at sending, and its subscriptions. Answers its id and schedule.
 */
export async function insertDemoOrder(tx: Tx, order: DemoOrder, now: Date) {
  const lines = order.lines.map((l) => ({ ...l, unitPrice: unitPriceOf(l) }));
  const promo = order.promo ?? null;
  const shippingTotal = order.shippingTotal ?? 0;
  const sent = order.sentAt !== null;
  const [row] = await tx
    .insert(orders)
    .values({
      accountId: order.accountId,
      kind: order.kind ?? 'sale',
      status: order.status,
      billingTerm: order.billingTerm,
      paymentTerm: order.billingTerm === 'up-front' ? 1 : order.paymentTerm,
      promo,
      shippingTotal,
      taxRateBps: order.taxRateBps,
      billingAddressId: order.addresses.billing.id,
      shippingAddressId: order.billingOnly ? null : order.addresses.shipping.id,
      // copied when sent, so the invoice never changes; a draft shows the addresses chosen as they are now
      billingAddress: sent ? order.addresses.billing.snapshot : null,
      shippingAddress: sent && !order.billingOnly ? order.addresses.shipping.snapshot : null,
      salesPerson: order.salesPerson ?? null,
      poNumber: order.poNumber ?? null,
      createdBy: order.createdBy ?? null,
      subscriptionId: order.subscriptionId ?? null,
      periodStart: order.periodStart ?? null,
      createdAt: order.createdAt,
      sentAt: order.sentAt,
      ...(order.uuid && { uuid: order.uuid }),
    })
    .returning({ id: orders.id, uuid: orders.uuid });
  const orderId = row!.id;
  await tx.insert(orderItems).values(
    lines.map((l) => ({
      orderId,
      productId: l.product.id,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      months: l.product.kind === 'service' ? (l.months ?? 1) : null,
      deviceId: l.deviceId ?? null,
    })),
  );

  const summary = orderSummary({
    lines: lines.map((l) => ({ kind: l.product.kind, unitPrice: l.unitPrice, quantity: l.quantity })),
    promo,
    shippingTotal,
    taxRateBps: order.taxRateBps,
  });
  let schedule: ScheduledPayment[] = [];
  if (sent && order.payments !== 'none') {
    schedule = paymentSchedule({
      billingTerm: order.billingTerm,
      paymentTerm: order.paymentTerm,
      summary,
      sentAt: order.sentAt!,
      firstDueDays: order.firstDueDays,
    });
    const rows = paymentRows(order, orderId, schedule, now);
    await tx.insert(payments).values(rows);
    const firstPaid = rows[0] && 'paidAt' in rows[0] ? rows[0].paidAt : null;
    // the order became paid with its first payment; a pending one owes a payment again, so it is not paid now
    if (firstPaid && order.status === 'paid') {
      await tx.update(orders).set({ paidAt: firstPaid }).where(eq(orders.id, orderId));
    }
  }

  const subscriptionIds = order.subscriptionIds ?? [];
  if (subscriptionIds.length) {
    await tx
      .insert(orderSubscriptions)
      .values(subscriptionIds.map((subscriptionId) => ({ orderId, subscriptionId })));
    if (order.madeSubscriptions) {
      await tx.update(subscriptions).set({ orderId }).where(inArray(subscriptions.id, subscriptionIds));
    }
  }
  return { id: orderId, uuid: row!.uuid, summary, schedule };
}
