import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, min } from 'drizzle-orm';
import type { Position } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../modules/session/sign-in.test-helper.ts';
import { osmandQuery, unixMinutesAgo, currentPosition } from '../../ingest/ingest.test-helper.ts';
import { demoHistoryBacklog, deviceEvents, positions } from '../schema/index.ts';
import { acmeFleet } from './demo-fleet.ts';
import { demoHistoryTrackers } from './demo-history.ts';
import { fillDemoHistory, queueDemoHistory, writeRecentDemoHistory } from './demo-history-backlog.ts';
import { HISTORY_DAYS, RECENT_DAYS } from './demo-history-window.ts';
import { completeDemoHistory, seedDemoIfEmpty } from './seed-demo.ts';

const DAY = 86_400_000;
const SLOW = 120_000;

// The server's first start: the demo is seeded with its history queued, the trackers' last days are written
// before it listens, and the older weeks fill in while it serves (decision 0029).
describe('demo history written in the background', () => {
  let t: TestApp;
  let token: string;
  const now = Date.now();

  beforeAll(async () => {
    t = await createTestApp();
    const today = new Date(new Date(now).toISOString().slice(0, 10));
    await queueDemoHistory(t.database.db, demoHistoryTrackers(t.demo, today), now);
    token = await signIn(t.app, 'admin@acme.test');
  }, SLOW);
  afterAll(() => t?.close());

  const pending = async () => (await t.database.db.select({ n: count() }).from(demoHistoryBacklog))[0]!.n;
  const totals = async () => ({
    positions: (await t.database.db.select({ n: count() }).from(positions))[0]!.n,
    events: (await t.database.db.select({ n: count() }).from(deviceEvents))[0]!.n,
  });
  const oldestFix = async (deviceId: number) =>
    (
      await t.database.db
        .select({ at: min(positions.fixTime) })
        .from(positions)
        .where(eq(positions.deviceId, deviceId))
    )[0]!.at;
  const get = (url: string) => t.app.inject({ url, headers: bearer(token) });
  const currentPositions = async (): Promise<Record<string, Position>> => {
    const res = await get(`/api/accounts/${t.demo.accounts.acme}/current-positions?raw=1`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const firstReporting = () => t.demo.devices.acme[acmeFleet().findIndex((f) => f.status === 'active')]!;

  it(
    'gives the tracker list and the map every current position from the recent days alone',
    async () => {
      const before = await pending();
      expect(before).toBeGreaterThan(40);
      await writeRecentDemoHistory(t.database);
      // only the recent days are there yet
      const oldest = (await oldestFix(firstReporting()))!.getTime();
      expect(now - oldest).toBeLessThanOrEqual(RECENT_DAYS * DAY + 60_000);
      expect(await pending()).toBe(before);

      const current = await currentPositions();
      for (const [i, tracker] of acmeFleet().entries()) {
        const shown = current[t.demo.devices.acme[i]!];
        if (tracker.status === 'pending') expect(shown, tracker.name).toBeUndefined();
        else expect(shown, tracker.name).toBeDefined();
      }
      const list = await get(`/api/accounts/${t.demo.accounts.acme}/device-list?with_current_position=1`);
      expect(list.statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'answers the tracker list, the map and live reports while the older weeks are written, in time order',
    async () => {
      const device = firstReporting();
      const shownBefore = (await currentPositions())[device]!;
      let filling = true;
      const fill = fillDemoHistory(t.database, { pauseMs: 20 }).finally(() => (filling = false));
      // a live report from the tracker meanwhile: it becomes the current position, the history does not undo it
      const timestamp = unixMinutesAgo(-1);
      const serial = acmeFleet()[t.demo.devices.acme.indexOf(device)]!.serial;
      const live = await t.app.inject({
        url: `/api/ingest/osmand?${osmandQuery({ id: serial, lat: 41.9, lon: -87.6, timestamp })}`,
      });
      expect(live.statusCode).toBe(200);
      let answeredWhileFilling = 0;
      while (filling) {
        const started = performance.now();
        const [list, map] = await Promise.all([
          get(`/api/accounts/${t.demo.accounts.acme}/device-list?with_current_position=1`),
          get(`/api/accounts/${t.demo.accounts.acme}/current-positions?raw=1`),
        ]);
        expect([list.statusCode, map.statusCode]).toEqual([200, 200]);
        // a tracker's part of the history is one short transaction, so requests wait for one at most
        expect(performance.now() - started).toBeLessThan(5_000);
        answeredWhileFilling++;
        // as a browser's next request would, this one comes from the event loop (the fill waits on a timer)
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await fill).toBeGreaterThan(40);
      expect(answeredWhileFilling).toBeGreaterThan(0);

      await expect
        .poll(async () => (await currentPosition(t.database, device))?.fixTime.getTime())
        .toBe(timestamp * 1000);
      const oldest = (await oldestFix(device))!.getTime();
      expect(now - oldest).toBeGreaterThan((HISTORY_DAYS - 1) * DAY);
      expect(shownBefore.last_movement_time).toBeTruthy();
    },
    SLOW,
  );

  it(
    'writes nothing more when filled again, or after a repeated seed',
    async () => {
      const filled = await totals();
      expect(filled.events).toBeGreaterThan(0);
      await completeDemoHistory(t.database);
      expect(await seedDemoIfEmpty(t.database, 'queued')).toBeNull();
      await completeDemoHistory(t.database);
      expect(await totals()).toEqual(filled);
    },
    SLOW,
  );
});

describe('a first start stopped while the history fills in', () => {
  let interrupted: TestApp;
  let whole: TestApp;
  const now = Date.now();

  beforeAll(async () => {
    [interrupted, whole] = await Promise.all([createTestApp(), createTestApp()]);
    const today = new Date(new Date(now).toISOString().slice(0, 10));
    for (const t of [interrupted, whole])
      await queueDemoHistory(t.database.db, demoHistoryTrackers(t.demo, today), now);
  }, SLOW);
  afterAll(async () => {
    await interrupted?.close();
    await whole?.close();
  });

  const totals = async (t: TestApp) => ({
    positions: (await t.database.db.select({ n: count() }).from(positions))[0]!.n,
    events: (await t.database.db.select({ n: count() }).from(deviceEvents))[0]!.n,
    pending: (await t.database.db.select({ n: count() }).from(demoHistoryBacklog))[0]!.n,
  });

  it(
    'completes on the next start, with the same positions and events as an uninterrupted one',
    async () => {
      await completeDemoHistory(whole.database);
      // the first start: recent days, then the fill stops (shutdown) after ten trackers
      await writeRecentDemoHistory(interrupted.database);
      let done = 0;
      await fillDemoHistory(interrupted.database, { stopped: () => done++ >= 10 });
      const part = await totals(interrupted);
      expect(part.pending).toBeGreaterThan(0);
      // the next start does both parts for the trackers left
      await completeDemoHistory(interrupted.database);
      expect(await totals(interrupted)).toEqual(await totals(whole));
      expect((await totals(whole)).pending).toBe(0);
    },
    SLOW,
  );
});
