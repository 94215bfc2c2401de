import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '@lodestar/contracts';
import { orderSubscriptions, subscriptions } from '../../db/schema/index.ts';
import { caller, draftBody, openOrderTestApp, sentOrder, type OrderTestApp } from './order.test-helper.ts';

let o: OrderTestApp;
let call: ReturnType<typeof caller>;
let upFront: AdminOrder;
let monthly: AdminOrder;
let deviceUpFront: AdminOrder;

beforeAll(async () => {
  o = await openOrderTestApp();
  call = caller(o);
  upFront = await sentOrder(o, draftBody(o));
  monthly = await sentOrder(o, draftBody(o, { billing_term: 'monthly', payment_term: 12 }));
  deviceUpFront = await sentOrder(o, draftBody(o, { billing_term: 'device-up-front', payment_term: 12 }));
}, 60_000);
afterAll(() => o.t.close());

describe('an order’s subscriptions and a subscription’s orders', () => {
  let made: number;
  let renewed: number;
  beforeAll(async () => {
    const db = o.t.database.db;
    const [a, b] = await db
      .insert(subscriptions)
      .values([
        { accountId: o.harbor, status: 'pending', months: 12, renewalMonths: 12, orderId: upFront.id },
        { accountId: o.harbor, status: 'active', months: 1, actualPrice: 1999, renewalPrice: 1999 },
      ])
      .returning({ id: subscriptions.id });
    made = a!.id;
    renewed = b!.id;
    await db.insert(orderSubscriptions).values({ orderId: monthly.id, subscriptionId: renewed });
  });

  it('lists the subscriptions an order made, with the newest order of each', async () => {
    const res = await call('GET', `/api/orders/${upFront.id}/subscriptions`, o.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: made,
        status: 'pending',
        months: 12,
        devices: [],
        most_recent_order: { id: upFront.id, created_at: upFront.created_at, months: 12 },
      }),
    ]);
    expect((await call('GET', `/api/orders/${monthly.id}/subscriptions`, o.admin)).json().data[0].id).toBe(
      renewed,
    );
    expect((await call('GET', `/api/orders/${deviceUpFront.id}/subscriptions`, o.admin)).json().data).toEqual(
      [],
    );
  });

  it('lists a subscription’s orders, newest first and paged', async () => {
    const res = await call('GET', `/api/subscriptions/${renewed}/orders`, o.viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((x: Order) => x.id)).toEqual([monthly.id]);
    expect(res.json().meta).toMatchObject({ total: 1, current_page: 1 });
    expect((await call('GET', `/api/subscriptions/${made}/orders`, o.admin)).json().data[0].id).toBe(
      upFront.id,
    );
  });

  it('refuses another account (404), the devices role (403), nobody (401)', async () => {
    expect((await call('GET', `/api/subscriptions/${made}/orders`, o.maria)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/${upFront.id}/subscriptions`, o.maria)).statusCode).toBe(404);
    expect((await call('GET', `/api/subscriptions/${made}/orders`, o.driver)).statusCode).toBe(403);
    expect((await call('GET', `/api/orders/${upFront.id}/subscriptions`, o.driver)).statusCode).toBe(403);
    expect((await call('GET', `/api/subscriptions/${made}/orders`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/subscriptions/2000000000/orders', o.admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/subscriptions/${made}/orders?per_page=0`, o.admin)).statusCode).toBe(422);
  });
});
