import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geofence } from '@lodestar/contracts';
import { deviceEvents, rules } from '../../../db/schema/index.ts';
import { verifyWebhookSignature } from '../../../integrations/webhook/webhook-signature.ts';
import { bearer, signIn } from '../../session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createRule as createRuleWithPublicUrl,
  deliveriesOf,
  demoTrackers,
  pointWebhooksAt,
  report,
  runsOf,
  type DemoTracker,
} from './rules-engine.test-helper.ts';
import { startWebhookReceiver } from './webhook-receiver.test-helper.ts';
import type { RuleWebhookBody } from './webhook-body.ts';

let t: TestApp;
let admin: string;
let acme: number;
let trackers: DemoTracker[];
let next = 0;
const tracker = () => trackers[next++]!;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  admin = await signIn(t.app, 'admin@acme.test');
  acme = t.demo.accounts.acme;
  trackers = await demoTrackers(t.database, t.demo.devices.acme);
  receiver = await startWebhookReceiver();
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

async function createRule(...args: Parameters<typeof createRuleWithPublicUrl>) {
  const rule = await createRuleWithPublicUrl(...args);
  await pointWebhooksAt(t.app, rule, receiver.url);
  return rule;
}

const hook = () => ({ type: 'send_webhook', url: 'https://hooks.example.com/lodestar' });

/** Stores a new event of the tracker (not dispatched yet) and has the dispatcher hand it on. */
async function storeEvent(
  deviceId: number,
  eventType: (typeof deviceEvents.$inferInsert)['eventType'],
  dispatched = false,
) {
  const [row] = await t.database.db
    .insert(deviceEvents)
    .values({
      accountId: acme,
      deviceId,
      eventType,
      description: `A ${eventType} event`,
      createdAt: new Date(),
      dispatched,
    })
    .returning({ id: deviceEvents.id });
  await handOn();
  return row!.id;
}

/** Every stored event handed on, including by a poll that had claimed some when the drain began. */
async function handOn() {
  await t.app.services.eventDispatch.drain();
  await t.app.services.eventDispatch.idle();
}

/** Everything the tracker's reports set off: geofence events, their dispatch, the outbox. */
async function settle() {
  await t.app.services.geofenceDetector.idle();
  await t.app.services.trackerEvents.idle();
  await handOn();
  await t.app.services.outbox.drain();
}

describe('rules on events', () => {
  it('a fix entering a geofence makes an enter rule POST a signed webhook, once; leaving does not', async () => {
    const a = tracker();
    const centre = { lat: 39.2, lng: -100.4 };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${acme}/geofences`,
      headers: bearer(admin),
      payload: { name: 'Depot', address: 'Farm road, KS', shape: { type: 'circle', ...centre, radius: 300 } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const depot = created.json().data as Geofence;
    const rule = await createRule(t.app, admin, acme, {
      name: 'Depot webhook',
      conditions: [{ type: 'geofence', address: depot.id, triggers: ['enter'] }],
      actions: [hook()],
    });
    const outside = { lat: centre.lat + 0.05, lng: centre.lng };
    await report(t.app, a.serial, outside, { batt: 80 });
    await report(t.app, a.serial, centre, { batt: 80 });
    await settle();
    await report(t.app, a.serial, outside, { batt: 80 });
    await settle();

    const runs = await runsOf(t.database, rule.id);
    expect(runs.map((r) => r.outcome)).toEqual(['fired']);
    const [delivery] = await deliveriesOf(t.database, runs[0]!.id);
    expect(delivery).toMatchObject({ channel: 'webhook', status: 'sent' });
    const got = receiver.received.filter((h) => (h.body as RuleWebhookBody).rule.id === rule.id);
    expect(got).toHaveLength(1);
    const { headers, raw } = got[0]!;
    expect(
      verifyWebhookSignature(
        rule.secret,
        String(headers['x-lodestar-timestamp']),
        raw,
        String(headers['x-lodestar-signature']),
      ),
    ).toBe(true);
    const body = got[0]!.body as RuleWebhookBody;
    expect(body).toMatchObject({
      rule: { id: rule.id, name: 'Depot webhook' },
      run_id: runs[0]!.id,
      tracker: { id: a.id, name: a.name, serial: a.serial },
      event: { type: 'geofence-enter', description: 'Entered geofence Depot' },
      geofence: { id: depot.id, name: 'Depot' },
      position: { lat: centre.lat, lng: centre.lng, battery: 80 },
    });
  }, 60_000);

  it('a tamper report fires an alarms.disassemble rule', async () => {
    const a = tracker();
    const rule = await createRule(t.app, admin, acme, {
      name: 'Opened',
      conditions: [{ type: 'message_content', value: 'alarms.disassemble' }],
      actions: [hook()],
    });
    await report(t.app, a.serial, { lat: 38.5, lng: -99 });
    await report(t.app, a.serial, { lat: 38.5, lng: -99 }, { alarm: 'tamper' });
    await settle();
    const runs = await runsOf(t.database, rule.id);
    expect(runs.map((r) => [r.outcome, r.deviceId])).toEqual([['fired', a.id]]);
    const [event] = await t.database.db
      .select()
      .from(deviceEvents)
      .where(and(eq(deviceEvents.deviceId, a.id), eq(deviceEvents.eventType, 'tamper_alert')));
    expect(runs[0]!.eventId).toBe(event!.id);
  }, 60_000);

  it("event_type matches the spec's types; and binds tighter than or", async () => {
    const [a, b] = [tracker(), tracker()];
    // a, or (b and a low battery)
    const rule = await createRule(t.app, admin, acme, {
      name: 'Precedence',
      conditions: [
        { type: 'tracker_list', values: [a.id] },
        { type: 'tracker_list', operator: 'or', values: [b.id] },
        { type: 'event_type', operator: 'and', types: ['low-battery', 'shipment-late'] },
      ],
      actions: [hook()],
    });
    const aSos = await storeEvent(a.id, 'sos');
    await storeEvent(b.id, 'sos');
    const bLow = await storeEvent(b.id, 'low_battery');
    const bLate = await storeEvent(b.id, 'shipment_late');
    const runs = await runsOf(t.database, rule.id);
    expect(runs.map((r) => [r.deviceId, r.eventId])).toEqual([
      [a.id, aSos],
      [b.id, bLow],
      [b.id, bLate],
    ]);
  }, 60_000);

  it('geofence triggers: exit only; historic (already dispatched) events never fire', async () => {
    const a = tracker();
    const rule = await createRule(t.app, admin, acme, {
      name: 'Exit only',
      conditions: [{ type: 'event_type', types: ['geofence-exit'] }],
      actions: [hook()],
    });
    await storeEvent(a.id, 'geofence_enter');
    await storeEvent(a.id, 'geofence_exit', true);
    expect(await runsOf(t.database, rule.id)).toEqual([]);
    const exit = await storeEvent(a.id, 'geofence_exit');
    expect((await runsOf(t.database, rule.id)).map((r) => r.eventId)).toEqual([exit]);
  }, 60_000);

  it("a rule that fails on an event does not stop the event's other rules", async () => {
    const a = tracker();
    const lowBattery = (name: string) =>
      createRule(t.app, admin, acme, {
        name,
        conditions: [
          { type: 'tracker_list', values: [a.id] },
          { type: 'event_type', operator: 'and', types: ['low-battery'] },
        ],
        actions: [hook()],
      });
    const gone = await lowBattery('Deleted behind the index');
    const kept = await lowBattery('Still here');
    await t.app.services.rules.index.load(acme);
    // deleted without telling the engine: its firing fails (the run's rule is missing)
    await t.database.db.delete(rules).where(eq(rules.id, gone.id));
    const event = await storeEvent(a.id, 'low_battery');
    expect((await runsOf(t.database, kept.id)).map((r) => [r.outcome, r.eventId])).toEqual([
      ['fired', event],
    ]);
    const [stored] = await t.database.db.select().from(deviceEvents).where(eq(deviceEvents.id, event));
    expect(stored!.dispatched).toBe(true);
  }, 60_000);
});
