import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicShipment, Shipment, TrackerEvent } from '@lodestar/contracts';
import { buildApp } from '../../app.ts';
import { devices, outbox } from '../../db/schema/index.ts';
import { brandLinks } from '../../http/brand-links.ts';
import { unixMinutesAgo } from '../../ingest/ingest.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { shipmentRoute } from './shipment-route.test-helper.ts';
import { fetchShipment, minutesFromNow, offset } from './shipment.test-helper.ts';

let t: TestApp;
let admin: string;
let trackers: { id: number; serial: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
  trackers = await t.database.db
    .select({ id: devices.id, serial: devices.serial })
    .from(devices)
    .where(inArray(devices.id, t.demo.devices.acme))
    .orderBy(asc(devices.id));
}, 60_000);
afterAll(() => t.close());

/** A route of its own for the next demo tracker (shipment-route.test-helper.ts). */
const route = () => shipmentRoute(t, admin, trackers.shift()!, T0);

const kinds = (s: Shipment | PublicShipment) => s.events!.map((e) => e.event_type);
/** Fix times count back from one instant, so a test's expected times are the reported ones to the second. */
const T0 = unixMinutesAgo(0);
const minutesAgo = (m: number) => new Date((T0 - m * 60) * 1000).toISOString();

async function mailSubjects(): Promise<string[]> {
  await t.app.services.outbox.drain();
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  const files = await readdir(dir).catch(() => []);
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return texts.map((text) => /^Subject: (.*)$/m.exec(text)?.[1] ?? '');
}

describe('shipment status from the tracker’s fixes', () => {
  it('on time: In Progress from its start, Completed on arrival inside the destination, with mail and SMS', async () => {
    const r = await route();
    // listening before the plan: the clock may begin it before the first fix
    // only this tracker's shipment events: its geofence enter/exit events travel the same way at the same time
    const pushed: TrackerEvent[] = [];
    const isShipmentEvent = (e: TrackerEvent) =>
      e.device_id === r.tracker.id && e.event_type.startsWith('shipment_');
    const stop = t.app.services.liveEvents.onStored((batch) =>
      pushed.push(...batch.flatMap((b) => b.events.filter(isShipmentEvent))),
    );
    const id = await r.plan({
      name: 'On time',
      start_at: minutesFromNow(-60),
      end_at: minutesFromNow(60),
      notification_emails: ['receiver@customer.test'],
      notification_phone_numbers: ['(555) 010-2000'],
    });
    await r.report(50, r.a);
    let s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('In Progress');
    expect(kinds(s)).toEqual(['shipment_begin']);

    await r.report(45, offset(r.a, 5_000, 0));
    await r.report(40, r.midway);
    s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('In Progress');
    // 10 km left at about 5 km per 5 minutes: some minutes after the fix, well before the scheduled end
    const eta = Date.parse(s.estimated_end_at!);
    expect(eta).toBeGreaterThan(Date.parse(minutesAgo(40)));
    expect(eta).toBeLessThan(Date.parse(s.end_at));

    await r.report(30, r.b);
    s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('Completed');
    expect(s.ended_at).toBe(minutesAgo(30));
    expect(kinds(s)).toEqual(['shipment_begin', 'shipment_end']);
    expect(s.events![1]!.description).toBe(`Shipment On time arrived at ${s.to_address.name} (Completed)`);
    // the events go to the sockets like geofence events (decision 0040)
    await t.app.services.liveEvents.idle();
    stop();
    expect(pushed.map((e) => e.event_type)).toEqual(['shipment_begin', 'shipment_end']);
    expect(pushed[1]!.description).toBe(s.events![1]!.description);

    const subjects = await mailSubjects();
    expect(subjects).toContain(`Shipment On time started from ${s.from_address.name}`);
    expect(subjects).toContain(`Shipment On time arrived at ${s.to_address.name} (Completed)`);
    const texts = await readdir(path.join(t.config.DATA_DIR, 'sms-outbox'));
    const bodies = await Promise.all(
      texts.map((f) => readFile(path.join(t.config.DATA_DIR, 'sms-outbox', f), 'utf8')),
    );
    const mine = bodies.filter((b) => b.includes('+15550102000') && b.includes(`/shipments/track/${s.uuid}`));
    expect(mine).toHaveLength(2);
    // Acme is a business account: the tracking link is on the business brand's host
    expect(mine.join()).toContain(`${brandLinks(t.config).business}/shipments/track/${s.uuid}`);
  });

  it('late: Running Late once its scheduled end passes, then Completed Late on arrival', async () => {
    const r = await route();
    const id = await r.plan({
      name: 'Slow one',
      start_at: minutesFromNow(-120),
      end_at: minutesFromNow(-10),
    });
    await r.report(100, r.a);
    await r.report(60, r.midway);
    await t.app.services.shipments.tick();
    let s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('Running Late');
    await t.app.services.shipments.tick();
    await r.report(1, r.b);
    s = await fetchShipment(t, admin, id);
    expect(s.status, JSON.stringify(s.events)).toBe('Completed Late');
    expect(kinds(s)).toEqual(['shipment_begin', 'shipment_late', 'shipment_end']);
    expect(s.events![1]!.event_at).toBe(s.end_at);
  });

  it('Running Late before its end when the estimate from its recent pace says it cannot make it', async () => {
    const r = await route();
    const id = await r.plan({ name: 'Crawling', start_at: minutesFromNow(-60), end_at: minutesFromNow(20) });
    // 2 km in 30 minutes (4 km/h): 18 km left cannot be done in 20 minutes
    await r.report(35, r.a);
    await r.report(20, offset(r.a, 1_000, 0));
    await r.report(5, offset(r.a, 2_000, 0));
    const s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('Running Late');
    expect(kinds(s)).toEqual(['shipment_begin', 'shipment_late']);
    expect(s.events![1]!.description).toContain('is not expected at');
    expect(Date.parse(s.estimated_end_at!)).toBeGreaterThan(Date.parse(s.end_at));
  });

  it('Running Late by its estimate is undone when the tracker catches up, and it completes on time', async () => {
    const r = await route();
    const id = await r.plan({
      name: 'Catching up',
      start_at: minutesFromNow(-60),
      end_at: minutesFromNow(20),
    });
    // crawling: 2 km in 30 minutes, 18 km left for 20 minutes
    await r.report(35, r.a);
    await r.report(20, offset(r.a, 1_000, 0));
    await r.report(5, offset(r.a, 2_000, 0));
    let s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('Running Late');

    // then fast: 13 km in the next 3 minutes, 4.5 km left; at its pace it is due well before the end
    await r.report(4, offset(r.a, 7_000, 0));
    await r.report(3, offset(r.a, 11_000, 0));
    await r.report(2, offset(r.a, 15_000, 0));
    s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('In Progress');
    expect(Date.parse(s.estimated_end_at!)).toBeLessThanOrEqual(Date.parse(s.end_at));
    // the clock agrees: nothing is due before the scheduled end
    await t.app.services.shipments.tick();
    expect((await fetchShipment(t, admin, id)).status).toBe('In Progress');

    await r.report(1, r.b);
    s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('Completed');
    // the late event stays in its history: it was late for a while, and was told so once
    expect(kinds(s)).toEqual(['shipment_begin', 'shipment_late', 'shipment_end']);
  });

  it('a stopped tracker is not declared late by its estimate before the end', async () => {
    const r = await route();
    const id = await r.plan({
      name: 'On a break',
      start_at: minutesFromNow(-60),
      end_at: minutesFromNow(20),
    });
    for (const m of [35, 20, 5]) await r.report(m, r.midway);
    const s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('In Progress');
    expect(s.estimated_end_at).not.toBeNull();
  });

  it('a tracker that never moves: In Progress at its start, Running Late at its end, never Completed', async () => {
    const r = await route();
    const id = await r.plan({ name: 'Parked', start_at: minutesFromNow(-120), end_at: minutesFromNow(-10) });
    for (const m of [110, 70, 30, 5]) await r.report(m, r.a);
    await t.app.services.shipments.tick();
    const s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('Running Late');
    expect(kinds(s)).toEqual(['shipment_begin', 'shipment_late']);
    expect(s.ended_at).toBeNull();

    // a new end in the future takes it back to In Progress; running late again is not announced twice
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${t.demo.accounts.acme}/shipments/${id}`,
      headers: bearer(admin),
      payload: { end_at: minutesFromNow(60) },
    });
    expect(put.json().data.status).toBe('In Progress');
    await t.app.services.shipments.tick();
    expect((await fetchShipment(t, admin, id)).status).toBe('In Progress');
  });

  it('arrival before start_at changes nothing; once started, the next fix there completes it', async () => {
    const r = await route();
    const id = await r.plan({
      name: 'Early bird',
      start_at: minutesFromNow(60),
      end_at: minutesFromNow(180),
    });
    await r.report(20, r.midway);
    await r.report(10, r.b);
    await t.app.services.shipments.tick();
    let s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('Not Started');
    expect(kinds(s)).toEqual([]);
    // the plan moves: it starts now, while the tracker waits at the destination
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${t.demo.accounts.acme}/shipments/${id}`,
      headers: bearer(admin),
      payload: { start_at: minutesFromNow(-5) },
    });
    expect(put.statusCode, put.body).toBe(200);
    await r.report(1, r.b);
    s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('Completed');
    expect(kinds(s)).toEqual(['shipment_begin', 'shipment_end']);
  });

  it('leaving the start place before start_at begins the shipment early', async () => {
    const r = await route();
    const id = await r.plan({ name: 'Keen', start_at: minutesFromNow(60), end_at: minutesFromNow(180) });
    await r.report(20, r.a);
    await r.report(10, offset(r.a, 3_000, 0));
    const s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('In Progress');
    expect(s.events![0]!.event_at).toBe(minutesAgo(10));
  });

  it('keeps its course across a restart mid-way (each event once)', async () => {
    const r = await route();
    const id = await r.plan({ name: 'Restarted', start_at: minutesFromNow(-60), end_at: minutesFromNow(60) });
    await r.report(50, r.a);
    await r.report(40, r.midway);
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    await restarted.ready();
    try {
      await r.report(35, offset(r.a, 15_000, 0), restarted);
      await r.report(30, r.b, restarted);
      await r.report(25, r.b, restarted);
    } finally {
      await restarted.close();
    }
    const s = await fetchShipment(t, admin, id);
    expect(s.status).toBe('Completed');
    expect(kinds(s)).toEqual(['shipment_begin', 'shipment_end']);
  });

  it('notifies notify_at hours before the scheduled end, once', async () => {
    const r = await route();
    const id = await r.plan({
      name: 'Heads-up',
      start_at: minutesFromNow(-60),
      end_at: minutesFromNow(90),
      notify_at: 2,
      notification_emails: ['heads-up@customer.test'],
    });
    await t.app.services.shipments.tick();
    await t.app.services.shipments.tick();
    const s = await fetchShipment(t, admin, id);
    expect(kinds(s)).toEqual(['shipment_begin', 'shipment_notify']);
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `shipment:${id}:notify:%`));
    expect(rows).toHaveLength(1);
    expect(await mailSubjects()).toContain(`Shipment Heads-up is due at ${s.to_address.name} in 2 hours`);
  });
});
