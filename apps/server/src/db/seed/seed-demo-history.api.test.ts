import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { THRESHOLDS, type Position } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { currentPosition } from '../../ingest/ingest.test-helper.ts';
import { currentPositions, positions as positionRows } from '../schema/index.ts';
import { bearer, signIn } from '../../modules/session/sign-in.test-helper.ts';
import { acmeFleet, riveraFleet } from './demo-fleet.ts';
import { DEMO_PARKED_DAYS } from './demo-parking.ts';
import { demoHistoryTrackers, seedDemoHistory } from './demo-history.ts';
import { demoSimulatorFleet } from './demo-simulator-fleet.ts';

const DAY = 86_400_000;

// What the first `npm start` shows: the demo with a few weeks of simulated history (seedDemo's history: true,
// written here onto the test app's demo, which createTestApp seeds without history to stay fast).
describe('demo history', () => {
  let t: TestApp;
  let positions: Record<string, Position>;
  let stored: number;
  const now = Date.now();
  const serialOf = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const today = new Date(new Date(now).toISOString().slice(0, 10));
    ({ positions: stored } = await seedDemoHistory(t.database, demoHistoryTrackers(t.demo, today), now));
    const fleets = [
      [acmeFleet(), t.demo.devices.acme],
      [riveraFleet(), t.demo.devices.rivera],
    ] as const;
    for (const [fleet, ids] of fleets) fleet.forEach((tracker, i) => serialOf.set(ids[i]!, tracker.name));
    const token = await signIn(t.app, 'admin@acme.test');
    const res = await t.app.inject({
      url: `/api/accounts/${t.demo.accounts.acme}/current-positions`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    positions = res.json().data;
  }, 120_000);
  afterAll(() => t?.close());

  const byName = (name: string) =>
    Object.values(positions).find((p) => serialOf.get(p.device_id) === name) ?? null;
  const daysStill = (p: Position) => (now - Date.parse(p.last_movement_time!)) / DAY;

  it('gives every shipped Acme tracker a current position, and none to one still being provisioned', () => {
    expect(stored).toBeGreaterThan(10_000);
    for (const tracker of acmeFleet()) {
      if (tracker.status === 'pending') expect(byName(tracker.name)).toBeNull();
      else expect(byName(tracker.name), tracker.name).not.toBeNull();
    }
  });

  it('has parked trackers that have not moved for 14 and 28 days, and only those', () => {
    for (const [name, days] of Object.entries(DEMO_PARKED_DAYS)) {
      const still = daysStill(byName(name)!);
      expect(still, name).toBeGreaterThanOrEqual(days);
      if (days < THRESHOLDS.staleRedDays) expect(still, name).toBeLessThan(THRESHOLDS.staleRedDays);
    }
    expect(Object.values(DEMO_PARKED_DAYS).some((d) => d >= 15 && d < 28)).toBe(true);
    expect(Object.values(DEMO_PARKED_DAYS).some((d) => d >= 30)).toBe(true);
    const active = acmeFleet().filter((a) => a.status === 'active' && DEMO_PARKED_DAYS[a.name] === undefined);
    for (const tracker of active) {
      expect(daysStill(byName(tracker.name)!), tracker.name).toBeLessThan(THRESHOLDS.staleYellowDays);
    }
  });

  it('reports what each model measures: reefer temperatures, BLE fixes for tags', () => {
    const reefer = byName('Reefer 01')!;
    expect(reefer.temperature).toBeGreaterThan(-5);
    expect(reefer.temperature).toBeLessThan(20);
    expect(byName('Truck 01')!.temperature).toBeNull();
    expect(byName('Pallet Tag 01')!.fix).toBe('ble');
    expect(Object.values(positions).every((p) => p.battery! >= 0 && p.battery! <= 100)).toBe(true);
  });

  it('keeps a path of positions over three weeks', async () => {
    const [row] = await t.database.query<{ n: number; first: string }>(
      'select count(*)::int as n, min(fix_time)::text as first from positions where device_id = $1',
      [t.demo.devices.acme[0]],
    );
    expect(row!.n).toBeGreaterThan(300);
    expect(now - Date.parse(row!.first)).toBeGreaterThan(20 * DAY);
  });

  it('lets the live simulator drive the active demo trackers, not the parked or unsubscribed ones', async () => {
    const fleet = await demoSimulatorFleet(t.database);
    const parked = new Set(
      acmeFleet()
        .filter((a) => DEMO_PARKED_DAYS[a.name] !== undefined)
        .map((a) => a.serial),
    );
    const active = [...acmeFleet(), ...riveraFleet()].filter(
      (a) => a.status === 'active' && !parked.has(a.serial),
    );
    expect(fleet.map((s) => s.serial).sort()).toEqual(active.map((a) => a.serial).sort());
  });
});

// The simulated fixes are drawn from their times, so every seed moment gives other fixes. At these moments (the
// first two in the CI run of 27 November) a parked tracker's rest point came from a cell fix, or from the last fix
// on its way in, and a later fix where it stood read as a trip (docs/decisions/0058).
describe('parked demo trackers seeded at moments whose fixes once read as a trip', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  for (const at of ['2026-11-27T23:35:11Z', '2026-11-27T23:36:11Z', '2026-11-28T18:11:00Z'])
    it(`have not moved since they parked, seeded at ${at}`, async () => {
      const now = Date.parse(at);
      const parked = demoHistoryTrackers(t.demo, new Date(at.slice(0, 10))).filter((p) => p.parkedDays);
      const ids = parked.map((p) => p.deviceId);
      await t.database.db.delete(currentPositions).where(inArray(currentPositions.deviceId, ids));
      await t.database.db.delete(positionRows).where(inArray(positionRows.deviceId, ids));
      await seedDemoHistory(t.database, parked, now);
      for (const tracker of parked) {
        const moved = (await currentPosition(t.database, tracker.deviceId))!.lastMovementTime!.getTime();
        expect((now - moved) / DAY, tracker.serial).toBeGreaterThanOrEqual(tracker.parkedDays!);
      }
    }, 60_000);
});
