import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';

/** Writes new estimated ends of ongoing shipments, one statement for a detector pass. */
export async function writeEstimates(db: Db, estimates: readonly { id: number; eta: Date }[]): Promise<void> {
  const values = sql.join(
    estimates.map((e) => sql`(${e.id}::int, ${e.eta.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`update shipments s set estimated_end_at = v.eta from (values ${values}) v(id, eta)
    where s.id = v.id and s.ended_at is null`);
}

export interface DueTransition {
  id: number;
  kind: 'begin' | 'late' | 'notify';
  at: Date;
}

/**
 * Time-based transitions due now (docs/decisions/0045): a start_at passed, a scheduled end passed, a notify time
 * reached. Each stands for the time it became due (also when the shipment was planned after that time, or the
 * clock comes round late after a restart).
 */
export async function findDueTransitions(db: Db): Promise<DueTransition[]> {
  const result = (await db.execute(sql`
    select id, 'begin' as kind, start_at as at from shipments
      where ended_at is null and status = 'Not Started' and start_at <= now()
    union all
    select id, 'late', end_at from shipments
      where ended_at is null and status = 'In Progress' and late_at is null and end_at <= now()
    union all
    select id, 'notify', end_at - make_interval(hours => notify_at) from shipments
      where ended_at is null and notified_at is null and notify_at > 0 and end_at > now()
        and end_at - make_interval(hours => notify_at) <= now()
    order by at, id`)) as unknown as {
    rows: { id: number; kind: DueTransition['kind']; at: Date | string }[];
  };
  return result.rows.map((r) => ({ id: r.id, kind: r.kind, at: new Date(r.at) }));
}
