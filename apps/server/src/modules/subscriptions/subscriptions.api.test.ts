import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, orderSubscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer } from '../session/sign-in.test-helper.ts';
import {
  ANNUAL,
  insertSubscription,
  MONTHLY,
  servicePlanFor,
  signInBillingUsers,
} from './subscriptions.test-helper.ts';

describe('subscriptions: list, details and products', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof signInBillingUsers>>;
  let trackerId: number;
  let productId: number;
  let subId: number;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInBillingUsers(t.app);
    const db = t.database.db;
    trackerId = t.demo.devices.acme[3]!;
    productId = await servicePlanFor(db, trackerId);
    subId = await insertSubscription(db, {
      accountId: t.demo.accounts.acme,
      deviceId: trackerId,
      productId,
      startAt: new Date('2026-01-10T00:00:00Z'),
      renewalDate: new Date('2099-02-10T00:00:00Z'),
    });
    const [order] = await db
      .insert(orders)
      .values({ accountId: t.demo.accounts.acme, status: 'paid', kind: 'sale', sentAt: new Date() })
      .returning({ id: orders.id });
    await db
      .insert(orderItems)
      .values({ orderId: order!.id, productId, quantity: 1, unitPrice: ANNUAL, months: 12 });
    await db.insert(orderSubscriptions).values({ orderId: order!.id, subscriptionId: subId });
  }, 60_000);
  afterAll(() => t?.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const list = (query: string, token = tokens.admin) =>
    get(`/api/accounts/${t.demo.accounts.acme}/subscriptions${query}`, token);

  it('lists the account’s subscriptions a page at a time, with their trackers and paging meta', async () => {
    const res = await list('?page=1&per_page=5');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(5);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 5, from: 1, to: 5 });
    expect(body.meta.total).toBeGreaterThan(5);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 5));
    expect(body.data.every((s: { account_id: number }) => s.account_id === t.demo.accounts.acme)).toBe(true);
    expect(body.data[0].devices[0]).toMatchObject({ name: expect.any(String), serial: expect.any(String) });
    expect(body.data[0].devices[0].model).toMatchObject({ title: expect.any(String) });
  });

  it('filters by status (search[status]= or status=) and finds a tracker by name or serial', async () => {
    const all = (await list('?per_page=200')).json().data as { status: string }[];
    const cancelled = (await list('?search[status]=cancelled&per_page=200')).json().data as {
      status: string;
    }[];
    expect(cancelled.length).toBe(
      all.filter((s) => s.status === 'cancelled' || s.status === 'archived').length,
    );
    expect(cancelled.length).toBeGreaterThan(0);
    const active = (await list('?status=active&per_page=200')).json().data as { status: string }[];
    expect(new Set(active.map((s) => s.status))).toEqual(
      new Set(all.filter((s) => ['active', 'pending-cancellation'].includes(s.status)).map((s) => s.status)),
    );
    const blocked = (await list('?search[status]=blocked&per_page=200')).json().data as { status: string }[];
    expect(blocked.every((s) => s.status === 'blocked')).toBe(true);

    const mine = (await get(`/api/subscriptions/${subId}`, tokens.admin)).json().data;
    const bySerial = (await list(`?query=${mine.devices[0].serial}`)).json();
    expect(bySerial.data.map((s: { id: number }) => s.id)).toContain(subId);
    expect(
      bySerial.data.every(
        (s: { devices: { serial: string }[] }) => s.devices[0]!.serial === mine.devices[0].serial,
      ),
    ).toBe(true);
    const none = (await list('?query=no-such-tracker')).json();
    expect(none).toMatchObject({ data: [], meta: { total: 0, from: null, to: null, last_page: 1 } });
  });

  it('refuses a bad filter or page with a message', async () => {
    for (const query of ['?status=gone', '?search[status]=1', '?page=0', '?per_page=201', '?page=x']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('shows a subscription with its tracker, model, plans and most recent order', async () => {
    const res = await get(`/api/subscriptions/${subId}?include=devices,devices.model,price`, tokens.dispatch);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({
      id: subId,
      status: 'active',
      months: 1,
      actual_price: MONTHLY,
      renewal_price: MONTHLY,
      renewal_date: '2099-02-10T00:00:00.000Z',
      start_at: '2026-01-10T00:00:00.000Z',
      most_recent_order: { months: 12 },
      price: {
        product_id: productId,
        plans: [
          { months: 1, price: MONTHLY },
          { months: 12, price: ANNUAL },
        ],
      },
    });
    expect(s.devices[0]).toMatchObject({ id: trackerId, model: { device_type: expect.any(String) } });
    const bare = (await get(`/api/subscriptions/${subId}?include=devices`, tokens.admin)).json().data;
    expect(bare.devices[0].model).toBeUndefined();
    expect(bare.price).toBeUndefined();
  });

  it('answers a product with its plans', async () => {
    const res = await get(`/api/products/${productId}`, tokens.dispatch);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: productId,
      kind: 'service',
      plans: [{ months: 1 }, { months: 12 }],
    });
    expect((await get('/api/products/999999', tokens.admin)).statusCode).toBe(404);
    expect((await get('/api/products/abc', tokens.admin)).statusCode).toBe(404);
  });

  it('needs a session (401), hides another account’s subscription (404) and refuses the devices role (403)', async () => {
    for (const url of [
      `/api/accounts/${t.demo.accounts.acme}/subscriptions`,
      `/api/subscriptions/${subId}`,
      `/api/products/${productId}`,
    ])
      expect((await get(url)).statusCode, url).toBe(401);
    expect((await get(`/api/subscriptions/${subId}`, tokens.maria)).statusCode).toBe(404);
    expect((await get('/api/subscriptions/99999999', tokens.admin)).statusCode).toBe(404);
    expect((await list('', tokens.maria)).statusCode).toBe(403);
    for (const url of [
      `/api/accounts/${t.demo.accounts.acme}/subscriptions`,
      `/api/subscriptions/${subId}`,
      `/api/products/${productId}`,
    ]) {
      const res = await get(url, tokens.driver);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Billing is for account administrators');
    }
  });
});
