import type { DemoBillingContext } from './demo-billing-context.ts';
import { trackerSubscriptions } from './demo-billing-context.ts';
import { insertDemoOrder, type DemoOrder } from './demo-billing-orders.ts';
import {
  awaitingTrackers,
  bought,
  DEMO_APPROVE_ORDER_UUID,
  sale,
  sentDaysAgo,
} from './demo-billing-sales.ts';

/**
 * Acme's sales (a B2B account: sales person and PO number on each). Paid: trucks up front, vans up front by bank
 * (free hardware), trailers monthly (10% off), reefers device-up-front ($250 off), pallet tags device-up-front over 6
 * months (all paid). Payable: an up-front order and a device-up-front one sent this week (the latter's approve link
 * is printed at start-up), and a monthly order whose second instalment was declined (pending). One draft.
 */
export async function seedAcmeSales(ctx: DemoBillingContext) {
  const subs = await trackerSubscriptions(ctx.tx, ctx.demo.accounts.acme);
  const group = (prefix: string) => subs.filter((s) => s.deviceName.startsWith(prefix));
  const acme = sale(ctx, 'acme');
  const { liveAudio } = ctx.catalogue;
  const orders: DemoOrder[] = [
    {
      ...acme,
      ...sentDaysAgo(ctx, 380),
      ...bought(ctx, group('Truck')),
      status: 'paid',
      billingTerm: 'up-front',
      paymentTerm: 1,
      shippingTotal: 4500,
      poNumber: 'PO-4471',
      payments: 'paid',
    },
    {
      ...acme,
      ...sentDaysAgo(ctx, 260),
      ...bought(ctx, group('Van')),
      status: 'paid',
      billingTerm: 'up-front',
      paymentTerm: 1,
      promo: { code: 'VANFREE', type: 'free_hardware', amount: 0 },
      shippingTotal: 3000,
      poNumber: 'PO-4488',
      payments: 'paid',
      methodType: 'us_bank_account',
      paymentMethodId: null,
    },
    {
      ...acme,
      ...sentDaysAgo(ctx, 150),
      ...bought(ctx, group('Trailer')),
      status: 'paid',
      billingTerm: 'monthly',
      paymentTerm: 12,
      promo: { code: 'FLEET10', type: 'discount', amount: 10 },
      shippingTotal: 3000,
      poNumber: 'PO-4493',
      payments: 'paid',
    },
    {
      ...acme,
      ...sentDaysAgo(ctx, 75),
      ...bought(ctx, group('Reefer')),
      status: 'paid',
      billingTerm: 'device-up-front',
      paymentTerm: 12,
      promo: { code: 'COLD250', type: 'dollar', amount: 25_000 },
      shippingTotal: 3000,
      poNumber: 'PO-4502',
      payments: 'paid',
    },
    {
      ...acme,
      ...sentDaysAgo(ctx, 230),
      ...bought(ctx, group('Pallet Tag')),
      status: 'paid',
      billingTerm: 'device-up-front',
      paymentTerm: 6,
      shippingTotal: 1500,
      poNumber: 'PO-4490',
      payments: 'paid',
    },
    {
      ...acme,
      ...sentDaysAgo(ctx, 2),
      status: 'pending-approval',
      billingTerm: 'up-front',
      paymentTerm: 1,
      lines: [
        { product: ctx.catalogue.hardware.coldChain, quantity: 2 },
        { product: ctx.catalogue.service.coldChain, quantity: 2, months: 12 },
        { product: liveAudio, quantity: 5 },
      ],
      shippingTotal: 1500,
      poNumber: 'PO-4517',
      payments: 'unpaid',
    },
    {
      ...acme,
      ...sentDaysAgo(ctx, 1),
      uuid: DEMO_APPROVE_ORDER_UUID,
      status: 'pending-approval',
      billingTerm: 'device-up-front',
      paymentTerm: 12,
      lines: [
        { product: ctx.catalogue.hardware.mobile, quantity: 6 },
        { product: ctx.catalogue.service.mobile, quantity: 6, months: 12 },
        { product: liveAudio, quantity: 10 },
      ],
      promo: { code: 'SPRING15', type: 'discount', amount: 15 },
      shippingTotal: 2500,
      poNumber: 'PO-4521',
      payments: 'unpaid',
    },
    {
      ...acme,
      createdAt: ctx.at(-0.2),
      sentAt: null,
      status: 'draft',
      billingTerm: 'monthly',
      paymentTerm: 12,
      lines: [
        { product: ctx.catalogue.hardware.carCharger, quantity: 10 },
        { product: ctx.catalogue.service.carCharger, quantity: 10, months: 1 },
      ],
      shippingTotal: 3000,
      poNumber: 'PO-4530',
      payments: 'none',
    },
  ];
  for (const order of orders) await insertDemoOrder(ctx.tx, order, ctx.now);

  // two pallet tags bought 40 days ago, monthly: the first instalment paid (so their subscriptions wait for the
  // tags), the second declined three days ago; the order is payable again
  const sentAt = ctx.at(-40);
  const awaiting = await awaitingTrackers(ctx, acme.accountId, 'bleTag', 2, ctx.at(-38));
  await insertDemoOrder(
    ctx.tx,
    {
      ...acme,
      createdAt: ctx.at(-41),
      sentAt,
      status: 'pending',
      billingTerm: 'monthly',
      paymentTerm: 6,
      lines: [
        { product: ctx.catalogue.hardware.bleTag, quantity: 2 },
        { product: ctx.catalogue.service.bleTag, quantity: 2, months: 12 },
      ],
      poNumber: 'PO-4509',
      payments: 'failed',
      subscriptionIds: awaiting,
      madeSubscriptions: true,
    },
    ctx.now,
  );
}
