import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '@lodestar/contracts';
import { brandLinks } from '../../http/brand-links.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { saveNotificationSettings } from '../notification-settings/notification-settings.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import { signIn } from '../session/sign-in.test-helper.ts';
import { alertNotifications } from './alert-notifications.ts';
import { claimUndispatched } from './event-dispatch.repository.ts';
import { createGeofence, report, sentMails, serialOf } from './dispatch.test-helper.ts';

let t: TestApp;
let driverTruck: number;
let otherTruck: number;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lodestar-alerts-')) });
  driverTruck = t.demo.devices.driver[0]!;
  otherTruck = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(t.config.DATA_DIR, { recursive: true, force: true });
});

/** Waits until the stored events are dispatched and what they queued is sent. */
async function settle() {
  await t.app.services.eventDispatch.drain();
  await t.app.services.outbox.drain();
}

/** Digests wait for the end of their window: the test moves them due now and sends them. */
async function releaseDigests() {
  await t.database.db.execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
  await t.app.services.outbox.drain();
}

const nameOf = async (deviceId: number) =>
  (await rowsOf<{ name: string }>(t.database.db, sql`select name from devices where id = ${deviceId}`))[0]!
    .name;

const subjects = async (to: string) => (await sentMails(t.config.DATA_DIR, to)).map((m) => m.subject);

describe('alerts to the people of the account', () => {
  it("mails an SOS to admin and all, and to a devices-role member only for a tracker they were given, in each one's zone", async () => {
    const [driverName, otherName] = await Promise.all([driverTruck, otherTruck].map(nameOf));
    const driverSerial = await serialOf(t.database, driverTruck);
    await report(t.app, driverSerial, 20);
    await report(t.app, driverSerial, 19, { alarm: 'sos' });
    await settle();
    const first = [`${driverName} raised an SOS alarm`];
    expect(await subjects('admin@acme.test')).toEqual(first);
    expect(await subjects('dispatch@acme.test')).toEqual(first);
    expect(await subjects('driver@acme.test')).toEqual(first);
    expect(await subjects('maria@rivera.test')).toEqual([]);

    const [toAdmin] = await sentMails(t.config.DATA_DIR, 'admin@acme.test');
    const [toDriver] = await sentMails(t.config.DATA_DIR, 'driver@acme.test');
    // Acme is a business account: its links go to the business brand's host, on the public address's port
    const business = brandLinks(t.config).business;
    expect(new URL(business).hostname).toBe(t.config.BUSINESS_HOST);
    const link = new URL(pathTo('DeviceDetailsView', { id: driverTruck }), business).toString();
    expect(toAdmin!.text).toContain('SOS alarm');
    expect(toAdmin!.text).toMatch(/\d{1,2}:\d{2} [AP]M E[SD]T/);
    expect(toDriver!.text).toMatch(/\d{1,2}:\d{2} [AP]M C[SD]T/);
    expect(toAdmin!.text).toContain(link);
    expect(toAdmin!.html).toContain(`href="${link}"`);
    expect(toAdmin!.text).toContain(`Change what you are told in Alerts: ${new URL('/alerts', business)}`);

    // a tracker the driver was not given: admin and all only (after the digest window, which the test moves)
    const otherSerial = await serialOf(t.database, otherTruck);
    await report(t.app, otherSerial, 20);
    await report(t.app, otherSerial, 19, { alarm: 'sos' });
    await settle();
    await releaseDigests();
    const both = [...first, `${otherName} raised an SOS alarm`];
    expect(await subjects('admin@acme.test')).toEqual(both);
    expect(await subjects('dispatch@acme.test')).toEqual(both);
    expect(await subjects('driver@acme.test')).toEqual(first);
  }, 60_000);

  it("follows each user's settings: kinds turned off are not sent, SMS goes to a phone, Mobile to each browser", async () => {
    const { acme } = t.demo.accounts;
    const { dispatch, driver } = t.demo.users;
    await saveNotificationSettings(t.database.db, acme, dispatch, [
      { code: 'notify_geofence_enter_exit', value: false },
    ]);
    await saveNotificationSettings(t.database.db, acme, driver, [
      { code: 'notify_via_email', value: false },
      { code: 'notify_via_sms', value: true },
      { code: 'notify_via_mobile', value: true },
    ]);
    await t.database.db.execute(sql`update users set phone = '+13125550100' where id = ${driver}`);
    await t.database.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${driver}, 'https://push.example.com/a', 'k1', 'a1'), (${driver}, 'https://push.example.com/b', 'k2', 'a2')`);
    const admin = await signIn(t.app, 'admin@acme.test');
    const depot = await createGeofence(t.app, admin, acme, 'Depot <North>', { lat: 37.4, lng: -101.7 });
    const before = {
      admin: (await subjects('admin@acme.test')).length,
      dispatch: (await subjects('dispatch@acme.test')).length,
    };
    const serial = await serialOf(t.database, driverTruck);
    await report(t.app, serial, 10, { lat: 38, lon: -101 });
    await report(t.app, serial, 9, { lat: 37.4, lon: -101.7 });
    await t.app.services.eventDispatch.drain();
    const pushes = await rowsOf<{ payload: { subscriptionId: number; title: string; url: string } }>(
      t.database.db,
      sql`select payload from outbox where channel = 'push' order by id`,
    );
    await releaseDigests();

    const name = await nameOf(driverTruck);
    const adminMails = await sentMails(t.config.DATA_DIR, 'admin@acme.test');
    expect(adminMails.slice(before.admin).map((m) => m.subject)).toEqual([`${name} entered Depot <North>`]);
    expect(adminMails.at(-1)!.html).toContain('Depot &lt;North&gt;');
    expect((await subjects('dispatch@acme.test')).length).toBe(before.dispatch);
    expect((await subjects('driver@acme.test')).length).toBe(1);
    const sms = await smsTexts();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain(`${name} entered Depot <North>`);
    expect(pushes.map((p) => p.payload.title)).toEqual([
      `${name} entered Depot <North>`,
      `${name} entered Depot <North>`,
    ]);
    expect(new Set(pushes.map((p) => p.payload.subscriptionId)).size).toBe(2);
    expect(pushes[0]!.payload.url).toContain(pathTo('DeviceDetailsView', { id: driverTruck }));
    expect(depot).toEqual(expect.any(Number));
  }, 60_000);

  it("links a family account's alert to the consumer brand's host", async () => {
    const keys = t.demo.devices.rivera[0]!;
    const serial = await serialOf(t.database, keys);
    await report(t.app, serial, 20);
    await report(t.app, serial, 19, { alarm: 'sos' });
    await settle();
    const [toMaria] = await sentMails(t.config.DATA_DIR, 'maria@rivera.test');
    const consumer = brandLinks(t.config).consumer;
    expect(new URL(consumer).hostname).toBe(t.config.CONSUMER_HOST);
    const link = new URL(pathTo('DeviceDetailsView', { id: keys }), consumer).toString();
    expect(toMaria!.text).toContain(link);
    expect(toMaria!.html).toContain(`href="${link}"`);
    expect(toMaria!.text).not.toContain(t.config.BUSINESS_HOST);
  }, 60_000);

  it('tells each user once per channel even when the same events are dispatched again', async () => {
    const serial = await serialOf(t.database, otherTruck);
    await t.app.services.eventDispatch.stop();
    try {
      await report(t.app, serial, 8, { batt: 3 });
      const notify = alertNotifications({ links: brandLinks(t.config) });
      const count = async () =>
        (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from outbox`))[0]!.n;
      const before = await count();
      // the handler run twice over the same claimed events, as a retried dispatch would
      await t.database.db.transaction(async (tx) => {
        const events = await claimUndispatched(tx, 10);
        expect(events.map((e) => e.eventType)).toEqual(['low_battery']);
        await notify(tx, events);
        await notify(tx, events);
      });
      expect((await count()) - before).toBe(2); // admin and dispatch, by e-mail
      await t.app.services.eventDispatch.drain();
      expect((await count()) - before).toBe(2);
    } finally {
      t.app.services.eventDispatch.start();
    }
  }, 60_000);
});

async function smsTexts(): Promise<string[]> {
  const dir = t.config.SMS_OUTBOX ?? path.join(t.config.DATA_DIR, 'sms-outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}
