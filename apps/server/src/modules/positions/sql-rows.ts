import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but Drizzle's shared database type leaves
 * the result untyped.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
