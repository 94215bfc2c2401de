import type pg from 'pg';

/**
 * How many connections on this database carry `applicationName`, leaving out the backend `ownPid` (0: none):
 * the other instances' listening connections. pg_stat_activity shows every session's application name.
 */
export async function countOtherListeners(
  pool: pg.Pool,
  applicationName: string,
  ownPid: number | null,
): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and application_name = $1 and pid <> $2`,
    [applicationName, ownPid ?? 0],
  );
  return rows[0]!.n; // count(*) answers one row
}
