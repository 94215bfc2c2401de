import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceEvents, devices, positions } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { currentPosition, osmandQuery, storedPositions } from '../../../ingest/ingest.test-helper.ts';
import { bearer, signIn } from '../../session/sign-in.test-helper.ts';
import {
  bulk,
  contextOf,
  finishedJob,
  inputOf,
  lastUtilityAudit,
  postUtility,
  refusalOf,
} from './action-context.test-helper.ts';
import { clearDeviceAction } from './clear-device.action.ts';
import { CLEAR_BATCH } from './clear-device.repository.ts';

const action = bulk(clearDeviceAction);

let t: TestApp;
let maria: string;
let tracker: { id: number; serial: string; accountId: number };
const today = new Date().toISOString().slice(0, 10);

const report = (at: Date, lat = 40.1) =>
  t.app.inject({
    method: 'GET',
    url: `/api/ingest/osmand?${osmandQuery({ id: tracker.serial, lat, lon: -88.2, timestamp: Math.floor(at.getTime() / 1000) })}`,
  });
const event = (at: string) =>
  t.database.db.insert(deviceEvents).values({
    accountId: tracker.accountId,
    deviceId: tracker.id,
    eventType: 'sos',
    description: 'SOS',
    createdAt: new Date(at),
    dispatched: true,
  });

beforeAll(async () => {
  t = await createTestApp();
  maria = await signIn(t.app, 'maria@rivera.test');
  const [row] = await t.database.db
    .select({ id: devices.id, serial: devices.serial, accountId: devices.accountId })
    .from(devices)
    .where(eq(devices.id, t.demo.devices.rivera[1]!));
  tracker = row!;
  await t.database.db.delete(positions).where(eq(positions.deviceId, tracker.id));
  for (const at of ['2026-01-10T10:00:00Z', '2026-01-10T23:59:59Z', '2026-01-11T00:00:00Z'])
    expect((await report(new Date(at))).statusCode).toBe(200);
  expect((await report(new Date(Date.now() - 60_000))).statusCode).toBe(200);
  await event('2026-01-10T10:00:00Z');
  await event('2026-01-09T08:00:00Z');
  await event('2026-01-11T08:00:00Z');
}, 60_000);
afterAll(() => t.close());

const inputFor = (raw: object) => inputOf('clear-device', { serial: tracker.serial, ...raw });
const fixDays = async () =>
  (await storedPositions(t.database, tracker.id)).map((p) => p.fixTime.toISOString().slice(0, 10));
const eventDays = async () =>
  (
    await t.database.db
      .select({ at: deviceEvents.createdAt })
      .from(deviceEvents)
      .where(eq(deviceEvents.deviceId, tracker.id))
      .orderBy(deviceEvents.createdAt)
  ).map((e) => e.at.toISOString().slice(0, 10));
const onMap = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/accounts/${tracker.accountId}/current-positions`,
    headers: bearer(maria),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[tracker.id] ?? null;
};
const runAll = async (input: ReturnType<typeof inputFor>) => {
  const said = [];
  for (const item of await action.items(input, contextOf(t)))
    said.push(await action.runItem(item, input, contextOf(t)));
  return said;
};

describe('Clear Device', () => {
  it('dry-runs the days before the given one, changing nothing', async () => {
    const input = inputFor({ before: '2026-01-11' });
    expect(await action.items(input, contextOf(t))).toEqual(['2026-01-09', '2026-01-10']);
    const dry = await action.dryRun(input, contextOf(t));
    expect(dry).toEqual({
      summary: `2 positions and 2 events before 2026-01-11 on 2 days would be removed from Leo's Backpack (${tracker.serial}); its current position stays on the map.`,
      total: 2,
      refused: 0,
      items: [
        { item: '2026-01-09', ok: true, change: '0 positions, 1 event' },
        { item: '2026-01-10', ok: true, change: '2 positions, 1 event' },
      ],
    });
    expect(await fixDays()).toEqual(['2026-01-10', '2026-01-10', '2026-01-11', today]);
  });

  it('removes what was reported before the day, day by day, and keeps the current position', async () => {
    const current = await onMap();
    expect(await runAll(inputFor({ before: '2026-01-11' }))).toEqual([
      '2026-01-09: 0 positions, 1 event, 0 geofence visits removed.',
      '2026-01-10: 2 positions, 1 event, 0 geofence visits removed.',
    ]);
    expect(await fixDays()).toEqual(['2026-01-11', today]);
    expect(await eventDays()).toEqual(['2026-01-11']);
    expect(await onMap()).toEqual(current);
  });

  it('runs a day again after a restart with only what is left of it', async () => {
    const input = inputFor({ before: '2026-01-11' });
    expect(await action.runItem('2026-01-10', input, contextOf(t))).toBe(
      '2026-01-10: 0 positions, 0 events, 0 geofence visits removed.',
    );
    expect(await fixDays()).toEqual(['2026-01-11', today]);
  });

  it('removes a day larger than one batch in several batches', async () => {
    await t.database.db.execute(sql`insert into positions (device_id, fix_time, latitude, longitude)
      select ${tracker.id}, '2026-02-01T00:00:00Z'::timestamptz + g * interval '1 second', 40, -88
      from generate_series(1, ${CLEAR_BATCH + 20}) g`);
    const said = await action.runItem('2026-02-01', inputFor({}), contextOf(t));
    expect(said).toBe(
      `2026-02-01: ${(CLEAR_BATCH + 20).toLocaleString('en-US')} positions, 0 events, 0 geofence visits removed.`,
    );
    expect(await fixDays()).toEqual(['2026-01-11', today]);
  });

  it('removes everything, takes the current position off the map, and the next report puts it back', async () => {
    const dry = await action.dryRun(inputFor({}), contextOf(t));
    expect(dry.summary).toContain('of all time');
    expect(dry.summary).toContain('its current position goes from the map until it reports again');
    const said = await runAll(inputFor({}));
    expect(said.at(-1)).toBe(
      `${today}: 1 position, 0 events, 0 geofence visits removed; the current position went with them.`,
    );
    expect(await fixDays()).toEqual([]);
    expect(await eventDays()).toEqual([]);
    expect(await currentPosition(t.database, tracker.id)).toBeUndefined();
    expect(await onMap()).toBeNull();
    // nothing left: the job would have nothing to do
    expect(await action.items(inputFor({}), contextOf(t))).toEqual([]);

    expect((await report(new Date(Date.now() - 30_000), 41.5)).statusCode).toBe(200);
    expect(await onMap()).toMatchObject({ location: [-88.2, 41.5] });
    expect(await fixDays()).toEqual([today]);
  });

  it('refuses an unknown serial and a day not on the calendar', async () => {
    const unknown = await refusalOf(
      action.items(inputOf('clear-device', { serial: 'NOSUCH001' }), contextOf(t)),
    );
    expect([unknown.statusCode, unknown.message]).toEqual([404, 'No tracker has the serial NOSUCH001.']);
    const bad = await refusalOf(action.dryRun(inputFor({ before: '2026-02-30' }), contextOf(t)));
    expect([bad.statusCode, bad.message]).toEqual([422, '2026-02-30 is not a day of the calendar.']);
  });
});

describe('POST /api/utilities/clear-device', () => {
  it('shows the dry run and clears as a job, day by day, audited', async () => {
    expect((await report(new Date('2026-03-05T12:00:00Z'))).statusCode).toBe(200);
    const input = { serial: tracker.serial, before: '2026-03-06' };
    const dry = await postUtility(t, 'clear-device', input, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data.items).toEqual([{ item: '2026-03-05', ok: true, change: '1 position, 0 events' }]);
    const res = await postUtility(t, 'clear-device', input);
    expect(res.statusCode, res.body).toBe(202);
    const job = await finishedJob(t, res.json().data.id);
    expect(job).toMatchObject({ status: 'done', total: 1, succeeded: 1 });
    expect(await fixDays()).toEqual([today]);
    expect(await lastUtilityAudit(t)).toMatchObject({
      actingAdminId: t.demo.users.ops,
      // the input names a serial: the entry is found under the tracker's account
      accountId: tracker.accountId,
      details: {
        action: 'clear-device',
        input,
        outcome: 'ok',
        message: 'Done: 1 items, 1 succeeded, 0 failed.',
      },
    });
    const nothing = await postUtility(t, 'clear-device', input);
    expect(nothing.statusCode).toBe(400);
  });
});
