import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same for every instance so two servers never migrate at once.
const MIGRATION_LOCK = 7_140_531;

/**
 * Applies the SQL files in db/migrations in name order, each once, inside a transaction,
 * under a session advisory lock so several instances starting together don't race.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const run = async (q: Database['query']) => {
    await q(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await q(`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`);
      const done = new Set((await q<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
        await q('begin');
        try {
          for (const statement of sql.split('--> statement-breakpoint')) {
            if (statement.trim()) await q(statement);
          }
          await q('insert into schema_migrations (name) values ($1)', [file]);
          await q('commit');
        } catch (err) {
          await q('rollback');
          throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await q(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  };
  let applied: string[];
  if (database.pool) {
    // advisory locks are per connection: hold one client for the whole run
    const client = await database.pool.connect();
    try {
      applied = await run(async (sql, params) => (await client.query(sql, params)).rows);
    } finally {
      client.release();
    }
  } else {
    applied = await run(database.query);
  }
  // readiness (GET /api/ready) waits for this
  database.health.markMigrated();
  return applied;
}
