import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order, Payment } from '@lodestar/contracts';
import {
  caller,
  draftBody,
  openOrderTestApp,
  sentOrder,
  unsentOrder,
  type OrderTestApp,
} from './order.test-helper.ts';

let o: OrderTestApp;
let call: ReturnType<typeof caller>;
let upFront: AdminOrder;
let monthly: AdminOrder;
let deviceUpFront: AdminOrder;
let draftId: number;
let cartId: number;
let riveraOrder: AdminOrder;

const DAY = 86_400_000;

/** `date` plus n calendar months in UTC, the day clamped to the month's last (31 Jan + 1 = 28/29 Feb). */
function monthsLater(date: Date, n: number): string {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  target.setUTCHours(
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
  return target.toISOString();
}

beforeAll(async () => {
  o = await openOrderTestApp();
  call = caller(o);
  upFront = await sentOrder(o, draftBody(o));
  monthly = await sentOrder(
    o,
    draftBody(o, {
      billing_term: 'monthly',
      payment_term: 12,
      items: [
        { product_id: o.product.tracker, quantity: 2 },
        { product_id: o.product.plan, quantity: 2, months: 12 },
      ],
      promo: { code: 'SAVE50', type: 'dollar', amount: 5000 },
    }),
  );
  deviceUpFront = await sentOrder(
    o,
    draftBody(o, {
      billing_term: 'device-up-front',
      payment_term: 12,
      items: [
        { product_id: o.product.tracker, quantity: 1 },
        { product_id: o.product.plan, quantity: 1, months: 12 },
        { product_id: o.product.audio, quantity: 2 },
      ],
      promo: { code: 'TENOFF', type: 'discount', amount: 10 },
    }),
  );
  draftId = (await unsentOrder(o, 'draft')).id;
  cartId = (await unsentOrder(o, 'cart')).id;
  riveraOrder = await sentOrder(
    o,
    draftBody(o, {
      billing_address_id: o.address.riveraBilling,
      shipping_address_id: null,
      items: [{ product_id: o.product.plan, quantity: 1, months: 1 }],
    }),
    o.rivera,
  );
}, 60_000);
afterAll(() => o.t.close());

const list = (query = '', token: string | null = o.admin, account = o.harbor) =>
  call('GET', `/api/accounts/${account}/orders${query}`, token);

describe('GET /api/accounts/{accountId}/orders (Order History)', () => {
  it('lists the sent orders newest first, with the paging meta; carts and drafts only with include=draft', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json() as { data: Order[]; meta: object };
    expect(data.map((x) => x.id)).toEqual([deviceUpFront.id, monthly.id, upFront.id]);
    expect(meta).toEqual({ current_page: 1, last_page: 1, from: 1, to: 3, total: 3, per_page: 25 });
    expect(data[0]!.orderItemsCount).toBeUndefined();
    const withDrafts = (await list('?include=draft,orderItemsCount')).json();
    expect(withDrafts.data.map((x: Order) => x.id)).toEqual([
      cartId,
      draftId,
      deviceUpFront.id,
      monthly.id,
      upFront.id,
    ]);
    expect(withDrafts.data.find((x: Order) => x.id === deviceUpFront.id).orderItemsCount).toBe(3);
    const page2 = (await list('?per_page=2&page=2')).json();
    expect(page2.data.map((x: Order) => x.id)).toEqual([upFront.id]);
    expect(page2.meta).toMatchObject({ current_page: 2, last_page: 2, from: 3, to: 3, total: 3 });
  });

  it('filters by status', async () => {
    const res = await list('?status=pending-approval&include=draft');
    expect(res.json().data).toHaveLength(3);
    expect((await list('?status=draft')).json().data).toEqual([]);
    expect((await list('?status=draft&include=draft')).json().data.map((x: Order) => x.id)).toEqual([
      draftId,
    ]);
  });

  it('is for admins and the all role; devices 403, another account 403, nobody 401, bad paging 422', async () => {
    expect((await list('', o.viewer)).statusCode).toBe(200);
    const driver = await list('', o.driver);
    expect(driver.statusCode).toBe(403);
    expect(driver.json().message).toBe('Billing is for account administrators');
    expect((await list('', o.maria)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
    for (const query of [
      '?per_page=0',
      '?page=abc',
      '?per_page=1000',
      '?status=shipped',
      '?search[status]=x',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('GET /api/orders/{orderId}', () => {
  it('answers the order with its lines and summary, and the parts include names', async () => {
    const bare = (await call('GET', `/api/orders/${upFront.id}`, o.admin)).json().data as Order;
    expect(bare).toMatchObject({
      id: upFront.id,
      status: 'pending-approval',
      payable: true,
      billingTerm: 'up-front',
    });
    expect(bare.orderItems).toHaveLength(2);
    for (const part of ['account', 'billingAddress', 'shippingAddress', 'invoiceItems', 'payments'])
      expect(bare, part).not.toHaveProperty(part);
    const full = await call(
      'GET',
      `/api/orders/${upFront.id}?include=account,billingAddress,shippingAddress,invoiceItems,payments`,
      o.viewer,
    );
    expect(full.statusCode, full.body).toBe(200);
    const order = full.json().data as Order;
    expect(order.account).toEqual({ id: o.harbor, title: 'Harbor Freight Co', is_b2b_account: true });
    expect(order.billingAddress).toMatchObject({
      line1: '100 N Harbor Dr',
      city: 'Chicago',
      category: 'billing',
    });
    expect(order.shippingAddress).toMatchObject({ line1: '2200 S Dock St', category: 'shipping' });
    expect(order.invoiceItems).toEqual([
      { id: order.orderItems[0]!.id, title: 'Harbor Tracker', price: 8999, qty: 1, total: 8999 },
      { id: order.orderItems[1]!.id, title: 'Harbor Tracker Plan', price: 19990, qty: 1, total: 19990 },
      { id: 0, title: 'Shipping', price: 1500, qty: 1, total: 1500 },
    ]);
    expect(order.payments).toHaveLength(1);
    expect(order.payments![0]!.invoice_number).toBe(
      `${String(upFront.id).padStart(6, '0')}-${String(order.payments![0]!.id).padStart(6, '0')}`,
    );
  });

  it('shows a draft to the customer, unpayable', async () => {
    const res = await call('GET', `/api/orders/${draftId}`, o.admin);
    expect(res.json().data).toMatchObject({ status: 'draft', payable: false, sent_at: null });
  });

  it('answers 404 for another account’s order and a bad id, 403 for the devices role, 401 signed out', async () => {
    const theirs = await call('GET', `/api/orders/${riveraOrder.id}`, o.admin);
    const unknown = await call('GET', '/api/orders/2000000000', o.admin);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect((await call('GET', '/api/orders/abc', o.admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/orders/99999999999', o.admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/${upFront.id}`, o.driver)).statusCode).toBe(403);
    expect((await call('GET', `/api/orders/${upFront.id}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/orders/${riveraOrder.id}`, o.maria)).statusCode).toBe(200);
  });
});

describe('summaries and schedules, to the cent, for each billing term', () => {
  const schedule = async (order: AdminOrder) =>
    (await call('GET', `/api/orders/${order.id}/payments`, o.admin)).json().data as Payment[];

  it('up-front: one payment of the grand total, due 7 days after sending', async () => {
    // $89.99 + $199.90 = $289.89, tax 8.25% = $23.92, shipping $15.00
    expect(upFront.summary).toMatchObject({ grand_total: 32881, tax: 2392, promo_discount: 0 });
    const payments = await schedule(upFront);
    expect(payments.map((p) => [p.number, p.amount, p.status])).toEqual([[1, 32881, 'scheduled']]);
    expect(payments[0]!.due_date).toBe(new Date(Date.parse(upFront.sent_at!) + 7 * DAY).toISOString());
  });

  it('monthly: the grand total in even payments a calendar month apart, the odd cent on the first', async () => {
    // 2 × $89.99 + 2 × $199.90 = $579.78, less $50.00 = $529.78, tax $43.71 (43.7085 half up), shipping $15.00
    expect(monthly.summary).toMatchObject({
      hardware_total_before_discount: 17998,
      subscription_total_before_discount: 39980,
      promo_discount: 5000,
      tax: 4371,
      shipping_total: 1500,
      grand_total: 58849,
    });
    const payments = await schedule(monthly);
    expect(payments.map((p) => p.amount)).toEqual([4905, ...Array(11).fill(4904)]);
    expect(payments.reduce((sum, p) => sum + p.amount, 0)).toBe(58849);
    const first = new Date(payments[0]!.due_date);
    expect(first.toISOString()).toBe(new Date(Date.parse(monthly.sent_at!) + 7 * DAY).toISOString());
    payments.forEach((p, i) => expect(p.due_date).toBe(monthsLater(first, i)));
  });

  it('device-up-front: hardware, audio, shipping and their tax first, the service in monthly instalments', async () => {
    // 10% off $299.89 = $29.99, spread hardware $9.00, service $19.99, audio $1.00 (largest remainder)
    expect(deviceUpFront.summary).toEqual({
      hardware_total: 8099,
      subscription_total: 17991,
      audio_hour_total: 2,
      live_audio_total: 900,
      shipping_total: 1500,
      tax: 2227,
      promo_discount: 2999,
      grand_total: 30717,
      hardware_total_before_discount: 8999,
      subscription_total_before_discount: 19990,
      live_audio_total_before_discount: 1000,
      grand_total_before_discount: 33963,
      promo_code: { code: 'TENOFF', type: 'discount', amount: 10 },
    });
    // service $179.91 + its tax share $14.84 = $194.75 in 12: $16.33 then 11 × $16.22; up front $112.42 + $16.33
    const payments = await schedule(deviceUpFront);
    expect(payments.map((p) => p.amount)).toEqual([12875, ...Array(11).fill(1622)]);
    expect(payments.reduce((sum, p) => sum + p.amount, 0)).toBe(30717);
  });

  it('GET /orders/{id}/payments refuses like the order itself', async () => {
    expect((await call('GET', `/api/orders/${riveraOrder.id}/payments`, o.admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/${upFront.id}/payments`, o.driver)).statusCode).toBe(403);
    expect((await call('GET', `/api/orders/${upFront.id}/payments`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/orders/x/payments`, o.admin)).statusCode).toBe(404);
  });
});
