import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requestSimSwap } from './sim-swap.service.ts';
import { simSwapWatchOf } from './sim-swaps.plugin.ts';
import { confirmSwapByReport } from './sim-swap-outcomes.ts';
import { liveAudioMinutes, simFixture, simRow, testCarrier, type SimFixture } from './sims.test-helper.ts';

// Two API instances on one PostgreSQL database: two swaps racing for one SIM, two confirmations of one swap (both
// instances heard the report), two sweeps at the same moment. Each outcome happens once.
describe('SIM swaps with two instances (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let f: SimFixture;
  const { carrier } = testCarrier();
  const swap = (deviceId: number, iccid: string, now = new Date()) =>
    requestSimSwap(a.database.db, carrier, {
      accountId: f.account,
      deviceId,
      iccid,
      requestedBy: 1,
      confirmMinutes: 60,
      now,
    });
  const swapOn = (db: Database, deviceId: number, iccid: string) =>
    requestSimSwap(db.db, carrier, {
      accountId: f.account,
      deviceId,
      iccid,
      requestedBy: 1,
      confirmMinutes: 60,
      now: new Date(),
    });

  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    f = await simFixture(a.app, a.database);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('gives one SIM to one of two swaps asked for at once on two instances', async () => {
    const iccid = f.drawer[0]!;
    const outcomes = await Promise.allSettled([
      swapOn(a.database, f.due, iccid),
      swapOn(bDatabase, f.notDue, iccid),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const won = outcomes.find((o) => o.status === 'fulfilled') as PromiseFulfilledResult<{
      device_id: number;
    }>;
    expect((await simRow(a.database.db, iccid)).deviceId).toBe(won.value.device_id);
  });

  it('confirms and rewards once when both instances hear the new ICCID at the same moment', async () => {
    const iccid = f.drawer[1]!;
    const minutes = await liveAudioMinutes(a.database.db, f.account);
    await swap(f.unsupported, iccid);
    const now = new Date();
    const results = await Promise.all([
      confirmSwapByReport(a.database.db, f.unsupported, iccid, now),
      confirmSwapByReport(bDatabase.db, f.unsupported, iccid, now),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await liveAudioMinutes(a.database.db, f.account)).toBe(minutes + 120);
    expect(await simRow(a.database.db, iccid)).toMatchObject({ status: 'active', deviceId: f.unsupported });
  });

  it('fails an overdue swap once when both instances sweep at the same moment', async () => {
    const later = new Date(Date.now() + 2 * 3_600_000);
    const counts = await Promise.all([
      simSwapWatchOf(a.app.services).sweep(later),
      simSwapWatchOf(b.services).sweep(later),
    ]);
    // the first test's winning swap is the one in progress
    expect(counts[0]! + counts[1]!).toBe(1);
    expect(await simRow(a.database.db, f.drawer[0]!)).toMatchObject({ status: 'assigned', deviceId: null });
  });
});
