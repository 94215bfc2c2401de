import { isValidIccid } from '@lodestar/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierSimState, SimCarrier } from '../../integrations/carriers/sim-carrier.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { devices, models, sandboxCarrierSims, sims, simSwaps } from '../schema/index.ts';
import { seedDemoSims } from './demo-sims.ts';
import { demoSwapIccids } from './demo-sims-swaps.ts';
import { DEMO_DUE_DAYS } from './demo-sims-iccids.ts';

const DAY = 86_400_000;

// Issue 30 item 4: Rivera's Mobile 200 and three of Acme's Car Chargers are due a new SIM, each drawer holds SIMs.
describe('demo SIMs', () => {
  let t: TestApp;
  const now = new Date();
  beforeAll(async () => {
    // the test app's demo has no SIMs (SIM tests make their own): seeded here, as the demo does
    t = await createTestApp();
    await t.database.db.transaction((tx) => seedDemoSims(tx, t.demo, now));
  });
  afterAll(() => t?.close());

  const simRows = () => t.database.db.select().from(sims).orderBy(asc(sims.iccid));
  const carrierBooks = () =>
    t.database.db.select().from(sandboxCarrierSims).orderBy(asc(sandboxCarrierSims.iccid));
  const trackerRows = () =>
    t.database.db
      .select({
        id: devices.id,
        accountId: devices.accountId,
        name: devices.name,
        serial: devices.serial,
        iccid: devices.iccid,
        phone: devices.phone,
        deviceType: models.deviceType,
      })
      .from(devices)
      .innerJoin(models, eq(models.id, devices.modelId))
      .orderBy(asc(devices.id));

  const dueOf = async (accountId: number) => {
    const trackers = new Map((await trackerRows()).map((d) => [d.id, d]));
    return (await simRows())
      .filter((s) => s.accountId === accountId && s.status === 'active' && s.replaceBy !== null)
      .map((s) => ({ sim: s, tracker: trackers.get(s.deviceId!)! }));
  };

  it('Rivera has one Mobile 200 due a new SIM in about 30 days', async () => {
    const due = await dueOf(t.demo.accounts.rivera);
    expect(due.map((d) => [d.tracker.name, d.tracker.deviceType])).toEqual([["Leo's Backpack", 'll02']]);
    const [{ sim, tracker }] = due as [(typeof due)[number]];
    expect(sim).toMatchObject({ carrier: 'sandbox', iccid: tracker.iccid, phone: tracker.phone });
    expect(Math.round((sim.replaceBy!.getTime() - now.getTime()) / DAY)).toBe(DEMO_DUE_DAYS);
  });

  it('Acme has three Car Chargers due likewise', async () => {
    const due = await dueOf(t.demo.accounts.acme);
    expect(due.map((d) => d.tracker.name).sort()).toEqual(['Truck 01', 'Truck 02', 'Van 02']);
    for (const { tracker } of due) expect(tracker.deviceType).toBe('vl501');
  });

  it("every cellular tracker holds its SIM, active, with the tracker's phone; BLE tags hold none", async () => {
    const byDevice = new Map((await simRows()).map((s) => [s.deviceId, s]));
    const demoIds = new Set([...t.demo.devices.acme, ...t.demo.devices.rivera]);
    for (const tracker of (await trackerRows()).filter((d) => demoIds.has(d.id))) {
      const sim = byDevice.get(tracker.id);
      if (tracker.deviceType === 'bt10') {
        expect(tracker.iccid, tracker.name).toBeNull();
        expect(sim, tracker.name).toBeUndefined();
        continue;
      }
      expect(isValidIccid(tracker.iccid!), tracker.name).toBe(true);
      expect(sim, tracker.name).toMatchObject({
        iccid: tracker.iccid,
        status: 'active',
        accountId: tracker.accountId,
        phone: tracker.phone,
      });
    }
  });

  it("each account's drawer holds valid new SIMs (Rivera 2, Acme 4), and a few lie in stock", async () => {
    const rows = await simRows();
    const drawer = (accountId: number) =>
      rows.filter((s) => s.accountId === accountId && s.status === 'assigned');
    expect(drawer(t.demo.accounts.rivera)).toHaveLength(2);
    expect(drawer(t.demo.accounts.acme)).toHaveLength(4);
    const stock = rows.filter((s) => s.status === 'in-stock');
    expect(stock.length).toBeGreaterThanOrEqual(5);
    for (const sim of [...drawer(t.demo.accounts.rivera), ...drawer(t.demo.accounts.acme), ...stock]) {
      expect(isValidIccid(sim.iccid), sim.iccid).toBe(true);
      expect(sim).toMatchObject({ carrier: 'sandbox', deviceId: null });
    }
    for (const sim of stock) expect(sim.accountId).toBeNull();
  });

  it("the sandbox carrier has the trackers' SIMs in service with their numbers, and the new ones not yet", async () => {
    const rows = await simRows();
    const books = new Map((await carrierBooks()).map((b) => [b.iccid, b]));
    for (const sim of rows.filter((s) => s.status === 'active'))
      expect(books.get(sim.iccid), sim.iccid).toMatchObject({
        state: 'active',
        phone: sim.phone,
        readyAt: null,
      });
    for (const sim of rows.filter((s) => s.status !== 'active')) expect(books.has(sim.iccid)).toBe(false);
  });

  it('seeding again changes nothing, even a tracker whose SIM was swapped since', async () => {
    const [leo] = await t.database.db
      .select({ id: devices.id, iccid: devices.iccid })
      .from(devices)
      .where(eq(devices.serial, 'LS200002'));
    const swapped = '8901555099000000127';
    await t.database.db.update(devices).set({ iccid: swapped }).where(eq(devices.id, leo!.id));
    const state = async () => ({
      sims: await simRows(),
      trackers: await trackerRows(),
      books: await carrierBooks(),
    });
    const before = await state();
    await t.database.db.transaction((tx) => seedDemoSims(tx, t.demo, new Date(now.getTime() + 3 * DAY)));
    expect(await state()).toEqual(before);
    await t.database.db.update(devices).set({ iccid: leo!.iccid }).where(eq(devices.id, leo!.id));
  });

  it('the simulator is told the new ICCID of a demo tracker while its swap is in progress and its SIM is live', async () => {
    const [leo] = await t.database.db.select().from(devices).where(eq(devices.serial, 'LS200002'));
    const [next] = await t.database.db
      .select()
      .from(sims)
      .where(and(eq(sims.accountId, t.demo.accounts.rivera), eq(sims.status, 'assigned')))
      .orderBy(asc(sims.iccid));
    const states = new Map<string, CarrierSimState | Error>();
    const carrier: Pick<SimCarrier, 'status'> = {
      status: (iccid) => {
        const state = states.get(iccid) ?? 'inactive';
        return state instanceof Error
          ? Promise.reject(state)
          : Promise.resolve({ iccid, state, phone: null });
      },
    };
    const told = () => demoSwapIccids(t.database, carrier);
    expect(await told()).toEqual(new Map());
    const [swap] = await t.database.db
      .insert(simSwaps)
      .values({
        accountId: t.demo.accounts.rivera,
        deviceId: leo!.id,
        oldIccid: leo!.iccid,
        iccid: next!.iccid,
        status: 'in-progress',
        deadlineAt: new Date(now.getTime() + 3_600_000),
      })
      .returning();
    // the new SIM still activating: the tracker cannot report on it yet
    states.set(next!.iccid, 'activating');
    expect(await told()).toEqual(new Map());
    states.set(next!.iccid, new Error('carrier down'));
    expect(await told()).toEqual(new Map());
    states.set(next!.iccid, 'active');
    expect(await told()).toEqual(new Map([['LS200002', next!.iccid]]));
    // confirmed: the tracker no longer sends an ICCID
    await t.database.db.update(simSwaps).set({ status: 'confirmed' }).where(eq(simSwaps.id, swap!.id));
    expect(await told()).toEqual(new Map());
  });
});
