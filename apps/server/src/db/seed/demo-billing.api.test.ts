import type { Order, PaymentMethod, Subscription } from '@lodestar/contracts';
import { BILLING_TERMS, luhnValid } from '@lodestar/contracts';
import { orderSummary } from '@lodestar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../modules/session/sign-in.test-helper.ts';
import { subscriptions } from '../schema/index.ts';
import {
  DEMO_APPROVE_ORDER_UUID,
  demoApproveOrderLink,
  demoApproveOrderNotice,
  seedDemoBilling,
} from './demo-billing.ts';
import { DEMO_TAX_RATE_BPS } from './demo-billing-sales.ts';
import { RIVERA_OTHER_STATE_TRACKERS } from './demo-billing-rivera-states.ts';
import { demoSimulatorFleet } from './demo-simulator-fleet.ts';

const ALL_STATUSES = [
  'active',
  'pending',
  'pending-renewal',
  'pending-cancellation',
  'cancelled',
  'blocked',
  'archived',
] as const;

// Issue 29 item 7: both demo accounts show subscriptions, orders and cards in every state the screens have.
describe('demo billing', () => {
  let t: TestApp;
  let acmeAdmin: string;
  let maria: string;
  beforeAll(async () => {
    // the test app's demo has no billing (billing tests make their own): it is seeded here, as the demo does
    t = await createTestApp();
    await t.database.db.transaction((tx) => seedDemoBilling(tx, t.demo, new Date()));
    acmeAdmin = await signIn(t.app, 'admin@acme.test');
    maria = await signIn(t.app, 'maria@rivera.test');
  });
  afterAll(() => t?.close());

  const get = async <T>(token: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
    expect(res.statusCode, url).toBe(200);
    return res.json() as { data: T; meta?: { total: number } };
  };
  const subscriptionStatuses = async (token: string, accountId: number) => {
    const seen = new Set<string>();
    for (const status of ALL_STATUSES) {
      const page = await get<Subscription[]>(
        token,
        `/accounts/${accountId}/subscriptions?status=${status}&per_page=200`,
      );
      for (const s of page.data) seen.add(s.status);
    }
    return seen;
  };
  const ordersOf = async (token: string, accountId: number) =>
    (await get<Order[]>(token, `/accounts/${accountId}/orders?include=draft&per_page=200`)).data;

  it('Acme has a subscription in every status', async () => {
    expect([...(await subscriptionStatuses(acmeAdmin, t.demo.accounts.acme))].sort()).toEqual(
      [...ALL_STATUSES].sort(),
    );
  });

  it('the Riveras have a subscription in every status too, the tag bought awaiting its tracker among them', async () => {
    const seen = await subscriptionStatuses(maria, t.demo.accounts.rivera);
    expect([...seen].sort()).toEqual([...ALL_STATUSES].sort());
    const pending = await get<Subscription[]>(
      maria,
      `/accounts/${t.demo.accounts.rivera}/subscriptions?status=pending`,
    );
    const [tag] = pending.data;
    const detail = await get<Subscription>(maria, `/subscriptions/${tag!.id}?include=devices,price`);
    expect(detail.data.devices).toEqual([]);
    expect(detail.data.price?.plans).toEqual([
      { months: 1, price: 999 },
      { months: 12, price: 9990 },
    ]);
  });

  it('the Riveras’ trackers in other states: a renewal failing with a retry ahead, one cancelling, one blocked', async () => {
    const byStatus = async (status: string) => {
      const page = await get<Subscription[]>(
        maria,
        `/accounts/${t.demo.accounts.rivera}/subscriptions?status=${status}`,
      );
      const [sub] = page.data;
      return (await get<Subscription>(maria, `/subscriptions/${sub!.id}?include=devices`)).data;
    };
    const now = Date.now();
    const cancelling = await byStatus('pending-cancellation');
    expect(cancelling.devices?.map((d) => d.name)).toEqual(["Tony's Truck"]);
    expect(cancelling.cancel_at).toBe(cancelling.renewal_date);
    expect(Date.parse(cancelling.cancel_at!)).toBeGreaterThan(now);

    for (const [status, name] of [
      ['pending-renewal', "Sofia's Bike"],
      ['blocked', "Buddy's Collar"],
    ] as const) {
      const sub = await byStatus(status);
      expect(sub.devices?.map((d) => d.name)).toEqual([name]);
      expect(Date.parse(sub.renewal_date!), name).toBeLessThan(now);
      const orders = (await get<Order[]>(maria, `/subscriptions/${sub.id}/orders`)).data;
      // bought in a sale, the period before paid, this period's renewal payable again after its charge failed
      expect(orders.map((o) => o.kind).sort(), name).toEqual(['renewal', 'renewal', 'sale']);
      const [renewal] = orders.filter((o) => o.kind === 'renewal' && o.payable);
      const { data: order } = await get<Order>(maria, `/orders/${renewal!.id}?include=payments`);
      expect(order.payments?.map((p) => p.status)).toEqual(['failed']);
      // the dunning as the lifecycle would have left it: the next try ahead, or none once the last retry failed
      const [dunning] = await t.database.db
        .select({ attempts: subscriptions.dunningAttempts, next: subscriptions.nextAttemptAt })
        .from(subscriptions)
        .where(eq(subscriptions.id, sub.id));
      if (status === 'blocked') expect(dunning).toEqual({ attempts: 4, next: null });
      else expect(dunning!.next!.getTime(), name).toBeGreaterThan(now);
    }
    for (const tracker of RIVERA_OTHER_STATE_TRACKERS)
      expect(luhnValid(tracker.imei), tracker.name).toBe(true);
    // the simulator drives the reporting fleet only: these never report
    const simulated = (await demoSimulatorFleet(t.database)).map((s) => s.serial);
    // Maria's car and Leo's backpack, whose older subscriptions the billing history adds, still report
    expect(simulated).toEqual(expect.arrayContaining(['LS200001', 'LS200002', 'LS200003']));
    for (const tracker of RIVERA_OTHER_STATE_TRACKERS) expect(simulated).not.toContain(tracker.serial);
  });

  it('Acme has paid and payable orders under each billing term, and a draft', async () => {
    const orders = await ordersOf(acmeAdmin, t.demo.accounts.acme);
    for (const term of BILLING_TERMS) {
      const sales = orders.filter((o) => o.kind === 'sale' && o.billingTerm === term);
      expect(
        sales.some((o) => o.status === 'paid'),
        `${term} paid`,
      ).toBe(true);
      expect(
        sales.some((o) => o.payable),
        `${term} payable`,
      ).toBe(true);
    }
    expect(orders.filter((o) => o.status === 'draft')).toHaveLength(1);
    expect(orders.some((o) => o.kind === 'renewal' && o.status === 'paid')).toBe(true);
    expect(orders.some((o) => o.kind === 'renewal' && o.payable)).toBe(true);
  });

  it('every order’s summary is the domain’s, and its payments add up to its grand total', async () => {
    for (const [token, accountId] of [
      [acmeAdmin, t.demo.accounts.acme],
      [maria, t.demo.accounts.rivera],
    ] as const) {
      for (const listed of await ordersOf(token, accountId)) {
        const { data: order } = await get<Order>(token, `/orders/${listed.id}?include=payments`);
        const expected = orderSummary({
          lines: order.orderItems.map((i) => ({
            kind: i.product.kind,
            unitPrice: i.actual_price,
            quantity: i.quantity,
          })),
          promo: order.summary.promo_code,
          shippingTotal: order.summary.shipping_total,
          taxRateBps: DEMO_TAX_RATE_BPS,
        });
        expect(order.summary, `order ${order.id}`).toEqual(expected);
        const payments = order.payments!;
        if (order.status === 'draft') {
          expect(payments).toEqual([]);
          continue;
        }
        expect(
          payments.reduce((sum, p) => sum + p.amount, 0),
          `order ${order.id}`,
        ).toBe(order.summary.grand_total);
        expect(payments).toHaveLength(order.billingTerm === 'up-front' ? 1 : order.paymentTerm);
        const paid = payments.filter((p) => p.status === 'succeeded');
        if (order.status === 'paid') expect(paid.length).toBeGreaterThan(0);
        if (order.status === 'pending-approval') expect(paid).toEqual([]);
      }
    }
  });

  it('the Riveras have a paid reactivation of Maria’s car', async () => {
    const orders = await ordersOf(maria, t.demo.accounts.rivera);
    expect(orders.filter((o) => o.kind === 'reactivation').map((o) => o.status)).toEqual(['paid']);
    expect(orders.some((o) => o.payable)).toBe(true);
  });

  it('opens the sent order to approve signed out, at the link the start-up log prints', async () => {
    expect(demoApproveOrderLink('http://localhost:3000')).toBe(
      `http://localhost:3000/approve-order/${DEMO_APPROVE_ORDER_UUID}`,
    );
    expect(await demoApproveOrderNotice(t.database, 'http://localhost:3000')).toBe(
      `demo order to approve, signed out: http://localhost:3000/approve-order/${DEMO_APPROVE_ORDER_UUID}`,
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/public-orders/${DEMO_APPROVE_ORDER_UUID}` });
    expect(res.statusCode).toBe(200);
    const order = res.json().data as Order;
    expect(order).toMatchObject({
      status: 'pending-approval',
      payable: true,
      billingTerm: 'device-up-front',
    });
    expect(order.admin_form_details.sales_person).toBe('Sam Carter');
  });

  it('each account has exactly one default card; Acme has one expired card', async () => {
    const acme = (await get<PaymentMethod[]>(acmeAdmin, `/accounts/${t.demo.accounts.acme}/payment-methods`))
      .data;
    const rivera = (await get<PaymentMethod[]>(maria, `/accounts/${t.demo.accounts.rivera}/payment-methods`))
      .data;
    expect(acme.filter((m) => m.default)).toHaveLength(1);
    expect(acme.filter((m) => m.expired)).toMatchObject([{ brand: 'mastercard', default: false }]);
    expect(rivera).toMatchObject([{ brand: 'visa', last4: '4242', default: true, expired: false }]);
  });
});
