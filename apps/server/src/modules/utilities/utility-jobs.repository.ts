import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users, utilityJobs } from '../../db/schema/index.ts';
import { rowsOf } from '../positions/sql-rows.ts';

/** A time as a timestamptz parameter (both drivers take its ISO text). */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type UtilityJobRow = typeof utilityJobs.$inferSelect;
export type UtilityJobItemResult = UtilityJobRow['results'][number];

export async function insertUtilityJob(
  db: Db,
  job: { action: string; params: unknown; items: (string | number)[]; createdBy: number },
): Promise<UtilityJobRow> {
  const [row] = await db.insert(utilityJobs).values(job).returning();
  return row!;
}

/** What a job's answer shows: everything but its items, which are counted (a range may hold 10,000). */
const jobView = {
  id: utilityJobs.id,
  action: utilityJobs.action,
  status: utilityJobs.status,
  total: sql<number>`jsonb_array_length(${utilityJobs.items})::int`,
  cursor: utilityJobs.cursor,
  succeeded: utilityJobs.succeeded,
  failed: utilityJobs.failed,
  results: utilityJobs.results,
  error: utilityJobs.error,
  createdBy: utilityJobs.createdBy,
  creatorName: users.name,
  createdAt: utilityJobs.createdAt,
  finishedAt: utilityJobs.finishedAt,
};
export type UtilityJobView = NonNullable<Awaited<ReturnType<typeof findUtilityJob>>>;

/** One job with the name of the admin who made it (null once that user is gone). */
export async function findUtilityJob(db: Db, id: number) {
  const [row] = await db
    .select(jobView)
    .from(utilityJobs)
    .leftJoin(users, eq(users.id, utilityJobs.createdBy))
    .where(eq(utilityJobs.id, id));
  return row;
}

/** One page of jobs, newest first. */
export async function listUtilityJobs(db: Db, page: { limit: number; offset: number }) {
  return db
    .select(jobView)
    .from(utilityJobs)
    .leftJoin(users, eq(users.id, utilityJobs.createdBy))
    .orderBy(desc(utilityJobs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countUtilityJobs(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(utilityJobs);
  return row?.n ?? 0;
}

/**
 * Claims the oldest job that is queued, or running under a lock that has run out (its instance stopped or
 * crashed): one conditional update, so two instances never claim the same job. The lock is ours until
 * `lockedUntil`, renewed with each item.
 */
export async function claimUtilityJob(
  db: Db,
  now: Date,
  lockedUntil: Date,
): Promise<UtilityJobRow | undefined> {
  const rows = await rowsOf<{ id: number | string }>(
    db,
    sql`
    update utility_jobs set status = 'running', locked_until = ${at(lockedUntil)}, updated_at = ${at(now)}
    where id = (
      select id from utility_jobs
      where status = 'queued'
         or (status = 'running' and (locked_until is null or locked_until < ${at(now)}))
      order by id
      limit 1
      for update skip locked
    )
    and (status = 'queued' or locked_until is null or locked_until < ${at(now)})
    returning id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db
    .select()
    .from(utilityJobs)
    .where(eq(utilityJobs.id, Number(id)));
  return row;
}

/**
 * Records one more item done and renews the lock, only if the job is still at `cursor` (no other instance has
 * moved it on) and running or cancelled (a cancel lets the item in flight be counted). Answers the job's status,
 * or undefined when it is no longer ours.
 */
export async function recordJobProgress(
  db: Db,
  id: number,
  cursor: number,
  progress: {
    succeeded: number;
    failed: number;
    results: UtilityJobItemResult[];
    lockedUntil: Date;
    now: Date;
  },
): Promise<UtilityJobRow['status'] | undefined> {
  const [row] = await db
    .update(utilityJobs)
    .set({
      cursor: cursor + 1,
      succeeded: progress.succeeded,
      failed: progress.failed,
      results: progress.results,
      lockedUntil: progress.lockedUntil,
      updatedAt: progress.now,
    })
    .where(
      and(
        eq(utilityJobs.id, id),
        eq(utilityJobs.cursor, cursor),
        inArray(utilityJobs.status, ['running', 'cancelled']),
      ),
    )
    .returning({ status: utilityJobs.status });
  return row?.status;
}

/** The job's end ('done' or 'failed'), if it is still running. Answers whether it was. */
export async function finishUtilityJob(
  db: Db,
  id: number,
  end: { status: 'done' | 'failed'; error?: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(utilityJobs)
    .set({
      status: end.status,
      error: end.error ?? null,
      finishedAt: end.now,
      updatedAt: end.now,
      lockedUntil: null,
    })
    .where(and(eq(utilityJobs.id, id), eq(utilityJobs.status, 'running')))
    .returning({ id: utilityJobs.id });
  return rows.length > 0;
}

/** Lets go of a running job at shutdown, so another instance resumes it at once rather than after the lock. */
export async function releaseUtilityJob(db: Db, id: number, now: Date) {
  await db
    .update(utilityJobs)
    .set({ lockedUntil: null, updatedAt: now })
    .where(and(eq(utilityJobs.id, id), eq(utilityJobs.status, 'running')));
}

/** Cancels a queued or running job (the runner stops before its next item). Answers the row if it was open. */
export async function cancelUtilityJob(db: Db, id: number, now: Date): Promise<UtilityJobRow | undefined> {
  const [row] = await db
    .update(utilityJobs)
    .set({ status: 'cancelled', finishedAt: now, updatedAt: now, lockedUntil: null })
    .where(and(eq(utilityJobs.id, id), inArray(utilityJobs.status, ['queued', 'running'])))
    .returning();
  return row;
}
