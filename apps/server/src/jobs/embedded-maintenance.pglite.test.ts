import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { readTableActivity } from '../db/table-activity.repository.ts';
import { maintainTables, startEmbeddedMaintenance } from './embedded-maintenance.ts';

// The embedded database only: PostgreSQL servers have autovacuum, and the server starts this job on PGlite alone
let t: { database: Database };
let accountId: number;
const TRACKERS = 3_000;

// PGlite in WebAssembly with thousands of rows: seconds on a loaded machine, so no test here lives on the 5 s default
const SLOW = 120_000;

beforeAll(async () => {
  t = { database: await openDatabase({ dataDir: 'memory://' }) };
  await migrate(t.database);
  // a fleet loaded in one go, as an import or the bench does: the planner knows nothing of it yet
  const [account] = await t.database.query<{ id: number }>(
    `insert into accounts (title) values ('Imported fleet') returning id`,
  );
  await t.database.query(`insert into models (title, device_type) values ('Tracker', 'tracker')`);
  accountId = account!.id;
  await t.database.query(
    `insert into devices (account_id, model_id, name, serial)
     select $1, (select id from models limit 1), 'Imported ' || n, 'IMPORT' || n
     from generate_series(1, ${TRACKERS}) n`,
    [accountId],
  );
}, SLOW);
afterAll(() => t.database.close(), SLOW);

/** How many of the account's trackers the planner expects a query to find. */
async function plannedTrackers(database = t.database, account = accountId): Promise<number> {
  const [plan] = await database.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) select id from devices where account_id = ${account}`,
  );
  return plan!['QUERY PLAN'][0].Plan['Plan Rows'];
}

const activityOf = async (table: string) =>
  (await readTableActivity(t.database)).find((a) => a.table === table)!;

describe('maintenance of the embedded database (autovacuum’s work)', () => {
  it(
    'gives the planner statistics for a freshly loaded fleet, then leaves unchanged tables alone',
    async () => {
      await maintainTables(t.database);
      expect(await plannedTrackers()).toBeGreaterThan(TRACKERS * 0.9);
      expect(await plannedTrackers()).toBeLessThan(TRACKERS * 1.1);
      expect(await maintainTables(t.database)).toEqual([]);
    },
    SLOW,
  );

  it(
    'clears the dead row versions that reports leave in current positions, on its schedule',
    async () => {
      await t.database.query(
        `insert into current_positions (device_id, position_id, fix_time, server_time, latitude, longitude, valid, fix,
                                      low_battery, sos, overspeed)
       select id, id, now(), now(), 40, -75, true, 'gps', false, false, false from devices where account_id = $1`,
        [accountId],
      );
      const maintenance = await startEmbeddedMaintenance(t.database, { info: () => {}, warn: () => {} }, 100);
      try {
        for (let report = 0; report < 3; report++)
          await t.database.query(
            `update current_positions set fix_time = fix_time + interval '1 minute'
           where device_id in (select id from devices where account_id = $1)`,
            [accountId],
          );
        expect((await activityOf('current_positions')).deadRows).toBeGreaterThan(0);
        await expect
          .poll(async () => (await activityOf('current_positions')).deadRows, { timeout: 60_000 })
          .toBe(0);
      } finally {
        await maintenance.stop();
      }
    },
    SLOW,
  );

  it(
    'still analyses a fleet loaded before a restart, when PGlite has forgotten the change counts',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lodestar-maintenance-'));
      try {
        let database = await openDatabase({ dataDir });
        await migrate(database);
        await database.query(`insert into accounts (title) values ('Before the restart')`);
        await database.query(`insert into models (title, device_type) values ('Tracker', 'tracker')`);
        await database.query(
          `insert into devices (account_id, model_id, name, serial)
         select 1, 1, 'Loaded ' || n, 'LOADED' || n from generate_series(1, ${TRACKERS}) n`,
        );
        await database.close();
        database = await openDatabase({ dataDir });
        try {
          const devices = (await readTableActivity(database)).find((a) => a.table === 'devices')!;
          expect(devices.changedSinceAnalyze).toBe(0);
          expect(await maintainTables(database)).toContainEqual(
            expect.objectContaining({ table: 'devices' }),
          );
          expect(await plannedTrackers(database, 1)).toBeGreaterThan(TRACKERS * 0.9);
        } finally {
          await database.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it(
    'does not hold up the start: the first pass runs just after it returns',
    async () => {
      const database = await openDatabase({ dataDir: 'memory://' });
      try {
        await migrate(database);
        await database.query(`insert into accounts (title) values ('Loaded before the start')`);
        const passes: object[] = [];
        const maintenance = await startEmbeddedMaintenance(
          database,
          { info: (details) => passes.push(details), warn: () => {} },
          60_000,
        );
        // nothing done yet when the server goes on to listen
        expect(passes).toEqual([]);
        await expect.poll(() => passes.length, { timeout: 60_000 }).toBe(1);
        expect((await readTableActivity(database)).find((a) => a.table === 'accounts')!.analysed).toBe(true);
        await maintenance.stop();
      } finally {
        await database.close();
      }
    },
    SLOW,
  );

  it(
    'stops its schedule: changes after stop() are left for the next start',
    async () => {
      const maintenance = await startEmbeddedMaintenance(t.database, { info: () => {}, warn: () => {} }, 50);
      await maintenance.stop();
      await t.database.query(
        `update current_positions set fix_time = fix_time + interval '1 minute'
       where device_id in (select id from devices where account_id = $1)`,
        [accountId],
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await activityOf('current_positions')).deadRows).toBe(TRACKERS);
    },
    SLOW,
  );
});
