import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDeliveries, outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sentMails } from '../alerts/dispatch.test-helper.ts';
import { saveNotificationSettings } from '../notification-settings/notification-settings.repository.ts';
import { createRule, runsOf, zoneId } from '../rules/engine/rules-engine.test-helper.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { createDwellGeofence, dwellEventsOf, openVisit } from './dwell-alerts.test-helper.ts';

let t: TestApp;
let admin: string;
let acme: number;
let trackers: number[];
let next = 0;
const tracker = () => trackers[next++]!;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lodestar-dwell-')) });
  admin = await signIn(t.app, 'admin@acme.test');
  acme = t.demo.accounts.acme;
  trackers = [...t.demo.devices.acme].sort((a, b) => a - b);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(t.config.DATA_DIR, { recursive: true, force: true });
});

const db = () => t.database.db;

/** The job, then the dispatcher (alerts, contacts, rules), then the outbox. */
async function raiseAndDeliver() {
  await t.app.services.dwellAlerts.sweep();
  await t.app.services.eventDispatch.drain();
  await t.app.services.outbox.drain();
}

/** An overstaying tracker in a new geofence with these fields; answers the geofence and the tracker. */
async function overstay(name: string, fields: Record<string, unknown> = {}) {
  const g = await createDwellGeofence(t.app, admin, acme, name, { allowable_dwell_days: 1, ...fields });
  const deviceId = tracker();
  await openVisit(db(), g.id, deviceId, 2);
  return { geofenceId: g.id, deviceId };
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });

describe('dwell alerts reach people', () => {
  it("shows in Recent Alerts and the tracker's events", async () => {
    const { geofenceId, deviceId } = await overstay('Shown Yard');
    await raiseAndDeliver();
    const [event] = await dwellEventsOf(db(), geofenceId);
    const account = await get(`/api/accounts/${acme}/events?per_page=100`);
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json().data).toContainEqual(
      expect.objectContaining({
        id: event!.id,
        device_id: deviceId,
        event_type: 'dwell_exceeded',
        description: 'Stayed in Shown Yard longer than the 1 day allowed',
      }),
    );
    const own = await get(`/api/devices/${deviceId}/events`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.map((e: { id: number }) => e.id)).toContain(event!.id);
  });

  it('tells the members who ask for geofence alerts, not those who turned them off', async () => {
    await saveNotificationSettings(db(), acme, t.demo.users.dispatch, [
      { code: 'notify_geofence_enter_exit', value: false },
    ]);
    const { geofenceId } = await overstay('Told Yard');
    await raiseAndDeliver();
    const [event] = await dwellEventsOf(db(), geofenceId);
    const told = await db()
      .select({ userId: alertDeliveries.userId, channel: alertDeliveries.channel })
      .from(alertDeliveries)
      .where(eq(alertDeliveries.eventId, event!.id));
    const users = told.map((d) => d.userId);
    expect(users).toContain(t.demo.users.admin);
    expect(users).not.toContain(t.demo.users.dispatch);
    expect(told.every((d) => d.channel === 'mail')).toBe(true);
  });

  it("mails and texts an alertable geofence's contact once, through the outbox; not a geofence that is not alertable", async () => {
    const contact = { full_name: 'Yolanda Yard', email: 'yard@customer.test', phone: '(555) 010-4242' };
    const { geofenceId } = await overstay('Alert Yard', { ...contact, is_alertable: 1 });
    const quiet = await overstay('Quiet Yard', { ...contact, email: 'quiet@customer.test', is_alertable: 0 });
    await raiseAndDeliver();
    // a dispatch run again (a retry) queues nothing more
    await t.app.services.eventDispatch.drain();
    const [event] = await dwellEventsOf(db(), geofenceId);
    const [quietEvent] = await dwellEventsOf(db(), quiet.geofenceId);
    const rows = await db()
      .select({
        channel: outbox.channel,
        status: outbox.status,
        payload: outbox.payload,
        key: outbox.dedupeKey,
      })
      .from(outbox)
      .where(like(outbox.dedupeKey, 'dwell-contact:%'));
    const mine = rows.filter(
      (r) => r.key === `dwell-contact:${event!.id}:mail` || r.key === `dwell-contact:${event!.id}:sms`,
    );
    expect(mine.map((r) => [r.channel, r.status]).sort()).toEqual([
      ['mail', 'sent'],
      ['sms', 'sent'],
    ]);
    expect(rows.some((r) => r.key!.startsWith(`dwell-contact:${quietEvent!.id}:`))).toBe(false);
    expect(mine.find((r) => r.channel === 'sms')!.payload).toMatchObject({ to: '+15550104242' });
    const [mail] = await sentMails(t.config.DATA_DIR, 'yard@customer.test');
    expect(mail!.subject).toBe('Alert Yard: Dwell exceeded');
    expect(mail!.text).toContain('Hello Yolanda Yard');
    expect(mail!.text).toContain('Stayed in Alert Yard longer than the 1 day allowed');
    expect(await sentMails(t.config.DATA_DIR, 'quiet@customer.test')).toEqual([]);
  });

  it('is an event type rules can wait for', async () => {
    const rule = await createRule(t.app, admin, acme, {
      name: 'Overstays',
      conditions: [{ type: 'event_type', types: ['dwell-exceeded', 'assets-above-max'] }],
      actions: [
        {
          type: 'send_email',
          email_addresses: ['ops@customer.test'],
          subject: '{event}',
          body: '{geofence}',
          timezone_id: await zoneId(t.database, 'UTC'),
        },
      ],
    });
    const { geofenceId, deviceId } = await overstay('Ruled Yard');
    await raiseAndDeliver();
    const [event] = await dwellEventsOf(db(), geofenceId);
    const runs = await runsOf(t.database, rule.id);
    expect(runs.map((r) => [r.outcome, r.deviceId, r.eventId])).toEqual([['fired', deviceId, event!.id]]);
    const ruleMails = await db()
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.ruleRunId, runs[0]!.id), inArray(outbox.channel, ['mail'])));
    expect(ruleMails[0]!.payload).toMatchObject({
      subject: 'Stayed in Ruled Yard longer than the 1 day allowed',
    });
    expect(JSON.stringify(ruleMails[0]!.payload)).toContain('Ruled Yard');
  });
});
