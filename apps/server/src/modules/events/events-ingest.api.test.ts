import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackerEvent } from '@lodestar/contracts';
import { deviceEvents } from '../../db/schema/index.ts';
import { deviceIdOf, osmandQuery, unixMinutesAgo } from '../../ingest/ingest.test-helper.ts';
import { PositionBus } from '../../realtime/position-bus.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { TrackerEventDetector } from './tracker-event-detector.ts';
import { localBatch } from '../../realtime/position-bus.test-helper.ts';

let t: TestApp;
let admin: string;
let reefer: number;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
  reefer = await deviceIdOf(t.database, 'LS100051');
});
afterAll(() => t.close());

/** One OsmAnd report from the reefer, `minutesAgo` old, then waits until the detector has handled it. */
async function report(minutesAgo: number, params: Record<string, string | number>) {
  const timestamp = unixMinutesAgo(minutesAgo);
  const query = osmandQuery({ id: 'LS100051', lat: 41.88, lon: -87.63, timestamp, ...params });
  const res = await t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
  expect(res.statusCode).toBe(200);
  await t.app.services.trackerEvents.idle();
  return new Date(timestamp * 1000).toISOString();
}

const events = async (): Promise<TrackerEvent[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/devices/${reefer}/events?per_page=100`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('events from OsmAnd reports at /api/ingest/osmand', () => {
  it('records low battery, SOS and SLA breaches once each, on the transition', async () => {
    const sla = await t.app.inject({
      method: 'POST',
      url: `/api/devices/${reefer}/triggers`,
      headers: bearer(admin),
      payload: {
        device_id: reefer,
        min_temperature: 0,
        max_temperature: 8,
        min_humidity: null,
        max_humidity: null,
      },
    });
    expect(sla.statusCode).toBe(200);

    await report(60, { temp: 5, humidity: 80, batt: 50 });
    expect(await events()).toEqual([]);
    const breachTime = await report(55, { temp: 9.5, batt: 48 });
    await report(50, { temp: 10, batt: 47 });
    await report(45, { temp: 6, batt: 46, alarm: 'sos' });
    await report(40, { temp: 6, batt: 45, alarm: 'sos' });
    await report(35, { temp: 6, batt: 15 });
    await report(30, { temp: 6, batt: 14 });

    const list = await events();
    expect(list.map((e) => [e.event_type, e.description])).toEqual([
      ['low_battery', 'Low battery: 15%'],
      ['sos', 'SOS alarm'],
      ['temperature_high', 'Temperature 49.1 °F is above the SLA maximum of 46.4 °F'],
    ]);
    expect(list[2]).toMatchObject({
      device_id: reefer,
      device_name: 'Reefer 07 - Driver',
      created_at: breachTime,
    });
  });

  it('raises a breach again after the reading went back inside, and at once after a stricter SLA is saved', async () => {
    await report(25, { temp: 8.5 });
    expect((await events())[0]).toMatchObject({ event_type: 'temperature_high' });
    const before = (await events()).length;

    await t.app.inject({
      method: 'POST',
      url: `/api/devices/${reefer}/triggers`,
      headers: bearer(admin),
      payload: { min_temperature: 0, max_temperature: 8, min_humidity: 85, max_humidity: null },
    });
    // still too warm: the new SLA's states start over, so the breach is reported again, with the humidity one
    await report(20, { temp: 8.6, humidity: 80 });
    const list = await events();
    expect(list.length).toBe(before + 2);
    expect(
      list
        .slice(0, 2)
        .map((e) => e.event_type)
        .sort(),
    ).toEqual(['humidity_low', 'temperature_high']);
  });

  it('creates no events for positions another instance stored (they arrive through the bridge)', async () => {
    const before = (await events()).length;
    const latest = await currentOf();
    t.app.services.positionBus.publishRemote([
      {
        accountId: t.demo.accounts.acme,
        positions: [{ ...latest, sos: true, battery: 3, low_battery: true }],
      },
    ]);
    await t.app.services.trackerEvents.idle();
    expect((await events()).length).toBe(before);
  });

  it('after a restart, continues from the stored history instead of repeating its alarms', async () => {
    await report(15, { temp: 6, batt: 10, alarm: 'sos' });
    const before = await t.database.db.select().from(deviceEvents).where(eq(deviceEvents.deviceId, reefer));
    const bus = new PositionBus();
    const restarted = new TrackerEventDetector(t.database.db, bus, silent);
    const latest = await currentOf();
    // the same alarms in the next report: the new detector knows the last stored one had them too
    bus.publishLocal([
      localBatch(t.demo.accounts.acme, [
        { ...latest, id: latest.id + 1000, timestamp: new Date(Date.now() - 60_000).toISOString() },
      ]),
    ]);
    await restarted.close();
    const after = await t.database.db.select().from(deviceEvents).where(eq(deviceEvents.deviceId, reefer));
    expect(after.length).toBe(before.length);
  });
});

async function currentOf() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/accounts/${t.demo.accounts.acme}/current-positions?device_ids=${reefer}`,
    headers: bearer(admin),
  });
  return res.json().data[reefer];
}
