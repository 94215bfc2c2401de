import type { Database } from './database.ts';

/** How much a table has changed since it was last vacuumed and analysed (PostgreSQL's cumulative statistics). */
export interface TableActivity {
  table: string;
  /** Rows as of the last VACUUM or ANALYZE; 0 when neither has ever run. */
  rows: number;
  /** Whether a VACUUM or ANALYZE has ever run: otherwise the planner has no statistics at all. */
  analysed: boolean;
  /** The table's size in pages now, and as of its last VACUUM or ANALYZE. */
  pages: number;
  pagesAtUpkeep: number;
  deadRows: number;
  changedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

/**
 * The application's tables with their change counts and sizes. PGlite keeps the counts but hands them to the
 * statistics views only now and then, so the first statement asks for them to be handed over before the second
 * reads them. The counts do not survive a restart of PGlite; the sizes do.
 */
export async function readTableActivity(database: Database): Promise<TableActivity[]> {
  await database.query('select pg_stat_force_next_flush()');
  const rows = await database.query<{
    table: string;
    rows: number;
    pages: number;
    pages_at_upkeep: number;
    dead_rows: string;
    changed_since_analyze: string;
    inserted_since_vacuum: string;
  }>(
    `select s.relname as table, c.reltuples::float8 as rows, c.relpages as pages_at_upkeep,
       (pg_relation_size(s.relid) / current_setting('block_size')::int)::int as pages, s.n_dead_tup as dead_rows,
       s.n_mod_since_analyze as changed_since_analyze, s.n_ins_since_vacuum as inserted_since_vacuum
     from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.schemaname = 'public'
     order by s.relname`,
  );
  return rows.map((r) => ({
    table: r.table,
    rows: Math.max(Number(r.rows), 0),
    analysed: Number(r.rows) >= 0,
    pages: r.pages,
    pagesAtUpkeep: r.pages_at_upkeep,
    deadRows: Number(r.dead_rows),
    changedSinceAnalyze: Number(r.changed_since_analyze),
    insertedSinceVacuum: Number(r.inserted_since_vacuum),
  }));
}

/** VACUUM (ANALYZE) or ANALYZE one table; the name comes from the catalogue and is quoted as an identifier. */
export async function upkeepTable(database: Database, table: string, vacuum: boolean): Promise<void> {
  const name = `"${table.replaceAll('"', '""')}"`;
  await database.query(vacuum ? `vacuum (analyze) ${name}` : `analyze ${name}`);
}
