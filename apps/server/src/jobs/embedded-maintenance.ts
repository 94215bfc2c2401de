import type { Database } from '../db/database.ts';
import { readTableActivity, upkeepTable, type TableActivity } from '../db/table-activity.repository.ts';

export interface MaintenanceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** PostgreSQL's autovacuum defaults: a base number of rows plus a share of the table. */
const VACUUM_DEAD = { base: 50, share: 0.2 };
const VACUUM_INSERTED = { base: 1000, share: 0.2 };
const ANALYZE_CHANGED = { base: 50, share: 0.1 };
/** Growth in pages since the last upkeep that stands in for change counts lost in a restart. */
const GROWN = { base: 8, share: 0.2 };
/** A pass reads one statistics view (about a millisecond), so it can run often enough to follow a bulk load. */
const EVERY_MS = 15_000;

const over = (count: number, rows: number, limit: { base: number; share: number }) =>
  count > limit.base + limit.share * rows;

/**
 * What a table needs, by PostgreSQL's own autovacuum rule: a vacuum (with analyze) once enough of it is dead rows
 * or new rows, an analyze once enough of it has changed, nothing otherwise. PGlite forgets its change counts when
 * it restarts, so a table that was never analysed, or has grown by a fifth since its last upkeep, is vacuumed too:
 * a fleet loaded before a restart would otherwise keep the planner guessing.
 */
export function upkeepFor(activity: TableActivity): 'vacuum' | 'analyze' | null {
  if (activity.pages > 0 && !activity.analysed) return 'vacuum';
  if (over(activity.pages - activity.pagesAtUpkeep, activity.pagesAtUpkeep, GROWN)) return 'vacuum';
  if (over(activity.deadRows, activity.rows, VACUUM_DEAD)) return 'vacuum';
  if (over(activity.insertedSinceVacuum, activity.rows, VACUUM_INSERTED)) return 'vacuum';
  if (over(activity.changedSinceAnalyze, activity.rows, ANALYZE_CHANGED)) return 'analyze';
  return null;
}

export interface UpkeepDone {
  table: string;
  upkeep: 'vacuum' | 'analyze';
  ms: number;
}

/** One pass: vacuums and analyses every table that needs it, one after the other. */
export async function maintainTables(database: Database): Promise<UpkeepDone[]> {
  const done: UpkeepDone[] = [];
  for (const activity of await readTableActivity(database)) {
    const upkeep = upkeepFor(activity);
    if (!upkeep) continue;
    const started = performance.now();
    await upkeepTable(database, activity.table, upkeep === 'vacuum');
    done.push({ table: activity.table, upkeep, ms: Math.round(performance.now() - started) });
  }
  return done;
}

export interface EmbeddedMaintenance {
  /** Stops the schedule and waits for a pass in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * PGlite runs PostgreSQL in single-user mode, where no autovacuum worker exists: without this, the embedded
 * database would never gather planner statistics (the planner then takes an account's 10,000 trackers for 20
 * and joins them row by row) and never clear the dead row versions every report leaves in current_positions.
 * The server does autovacuum's work itself: one pass as it starts serving, then one every 15 s. A pass runs in the
 * database's only thread, so requests wait for it; it touches only tables that changed enough.
 */
export async function startEmbeddedMaintenance(
  database: Database,
  log: MaintenanceLog,
  everyMs = EVERY_MS,
  firstAfterMs = 0,
): Promise<EmbeddedMaintenance> {
  const pass = async () => {
    try {
      const done = await maintainTables(database);
      if (done.length) log.info({ done }, 'embedded database maintenance');
    } catch (err) {
      log.warn({ err }, 'embedded database maintenance failed; trying again at the next pass');
    }
  };
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (afterMs: number) => {
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        if (!stopped) schedule(everyMs);
      });
    }, afterMs);
    // the schedule alone never keeps the process alive
    timer.unref();
  };
  // the first pass is scheduled too, not awaited, so it never holds up 'ready' (decision 0029); until it has
  // run, the planner uses the statistics the last run left
  schedule(firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
