import type { Database } from '../apps/server/src/db/database.ts';
import type { Fixture } from './fixture.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** A budget from DESIGN.md: the measured value must be at least (throughput) or below (latency) this. */
export interface Budget {
  value: number;
  comparison: '>=' | '<';
}

/** What every bench item gets: a running server on a fresh database with the 10,000-tracker fixture. */
export interface BenchContext {
  database: DatabaseKind;
  apiUrl: string;
  osmandUrl: string;
  /** The server's process id (its memory: /proc/<pid>/status). */
  serverPid: number;
  fixture: Fixture;
  /** Bearer token of the fixture account's admin. */
  token: string;
  /** Results of the items that ran before, by id (an item may compare itself with a baseline). */
  earlier: Map<string, BenchResult>;
  log(message: string): void;
}

export interface BenchResult {
  id: string;
  title: string;
  database: DatabaseKind;
  unit: string;
  /** The headline figure: a median (throughput per second, or a latency). */
  value: number;
  budget: Budget | null;
  /** Supporting figures: p95, counts, ratios, settings. */
  details: Record<string, number | string>;
}

export interface BenchItem {
  id: string;
  title: string;
  unit: string;
  /** Budgets may differ per database (ingest: 5,000/s on PGlite, 10,000/s on PostgreSQL). */
  budget(database: DatabaseKind): Budget | null;
  /** Stores what the item needs straight into the database, before the server starts (it owns PGlite then). */
  prepare?(database: Database, fixture: Fixture): Promise<void>;
  run(ctx: BenchContext): Promise<{ value: number; details: Record<string, number | string> }>;
  /** Items whose results this one is judged against (run before it, also when `--only` names just this one). */
  needs?: string[];
}

/** Whether a result meets its budget (null: no budget, informational). */
export function meetsBudget(result: Pick<BenchResult, 'value' | 'budget'>): boolean | null {
  if (!result.budget) return null;
  return result.budget.comparison === '>='
    ? result.value >= result.budget.value
    : result.value < result.budget.value;
}
