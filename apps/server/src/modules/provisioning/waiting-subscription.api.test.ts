import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let admin: string;
let acme: number;
let modelId: number;
let otherModelId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
  acme = t.demo.accounts.acme;
  const models = (await t.app.inject({ method: 'GET', url: '/api/models', headers: bearer(admin) })).json().data;
  modelId = models[0].id;
  otherModelId = models[1].id;
}, 60_000);
afterAll(() => t.close());

/** A paid sale's subscription for a tracker of `model` that has not been given one yet. */
async function waitingSubscription(model: number, sku: string) {
  const [service] = await t.database.db
    .insert(products)
    .values({ sku, title: 'Plan', alias: sku, kind: 'service', modelId: model })
    .returning({ id: products.id });
  const [row] = await t.database.db
    .insert(subscriptions)
    .values({ accountId: acme, deviceId: null, productId: service!.id, status: 'pending', months: 12 })
    .returning({ id: subscriptions.id });
  return row!.id;
}

const add = (serial: string, model: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${acme}/devices`,
    headers: bearer(admin),
    payload: { serial, name: `Bought ${serial}`, model_id: model },
  });

describe('a tracker added to an account with a paid subscription waiting for it', () => {
  it('takes the waiting subscription of its model and shows as provisioned, not a second active one', async () => {
    const waiting = await waitingSubscription(modelId, 'PLAN-WAIT-1');
    const res = await add('WAITSUB001', modelId);
    expect(res.statusCode, res.body).toBe(201);
    const deviceId = res.json().data.device_id as number;
    const rows = await t.database.db
      .select({ id: subscriptions.id, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.deviceId, deviceId));
    expect(rows).toEqual([{ id: waiting, status: 'pending' }]);
    const details = await t.app.inject({ method: 'GET', url: `/api/devices/${deviceId}`, headers: bearer(admin) });
    expect(details.json().data.subscription).toMatchObject({ id: waiting, status: 'pending' });
  });

  it('leaves a waiting subscription of another model alone: the tracker gets its own active one', async () => {
    const waiting = await waitingSubscription(otherModelId, 'PLAN-WAIT-2');
    const res = await add('WAITSUB002', modelId);
    expect(res.statusCode, res.body).toBe(201);
    const deviceId = res.json().data.device_id as number;
    const rows = await t.database.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.deviceId, deviceId));
    expect(rows).toEqual([{ status: 'active' }]);
    const [still] = await t.database.db
      .select({ deviceId: subscriptions.deviceId })
      .from(subscriptions)
      .where(eq(subscriptions.id, waiting));
    expect(still!.deviceId).toBeNull();
  });
});
