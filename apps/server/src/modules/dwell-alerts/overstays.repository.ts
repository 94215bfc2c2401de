import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import { describeOverstay } from './dwell-alert-texts.ts';

interface OverstayRow {
  visit_id: string | number;
  account_id: number;
  device_id: number;
  geofence_id: number;
  geofence_name: string;
  allowable_dwell_days: number;
  entered_at: string | Date;
}

/**
 * Raises dwell_exceeded for up to `limit` open visits that have run past their geofence's allowable_dwell_days
 * (docs/decisions/0065), in the caller's transaction. The visits are claimed with SKIP LOCKED and marked by the
 * same statement (`dwell_alerted_at`), so two instances judging at once each take different visits and a visit
 * is raised once for good; a new visit of the same tracker may cross again. An allowance of 0 (or none) raises
 * nothing: like the dashboard, 0 reads as no allowance. A tracker moved to another account no longer overstays
 * in its old account's geofences. Answers the ids of the events written.
 */
export async function raiseOverstays(tx: Db, limit: number): Promise<number[]> {
  const marked = await rowsOf<OverstayRow>(
    tx,
    sql`with due as (
        select v.id from geofence_visits v
          join geofences g on g.id = v.geofence_id
          join devices d on d.id = v.device_id and d.account_id = g.account_id
        where v.exited_at is null and v.dwell_alerted_at is null and g.allowable_dwell_days > 0
          and v.entered_at < now() - make_interval(days => g.allowable_dwell_days::int)
        order by v.id
        limit ${limit}
        for update of v skip locked
      ),
      marked as (
        update geofence_visits v set dwell_alerted_at = now()
        from due where v.id = due.id and v.dwell_alerted_at is null
        returning v.id, v.device_id, v.geofence_id, v.entered_at
      )
      select m.id as visit_id, g.account_id, m.device_id, m.geofence_id, g.name as geofence_name,
        g.allowable_dwell_days, m.entered_at
      from marked m join geofences g on g.id = m.geofence_id
      order by m.id`,
  );
  if (!marked.length) return [];
  const events = marked.map((m) => ({
    account_id: m.account_id,
    device_id: m.device_id,
    description: describeOverstay(m.geofence_name, m.allowable_dwell_days),
    attributes: {
      geofence_id: m.geofence_id,
      geofence_name: m.geofence_name,
      allowable_dwell_days: m.allowable_dwell_days,
      entered_at: new Date(m.entered_at).toISOString(),
      visit_id: Number(m.visit_id),
    },
  }));
  return insertDwellEvents(tx, 'dwell_exceeded', events);
}

export interface DwellEventRow {
  account_id: number;
  device_id: number;
  description: string;
  attributes: Record<string, string | number>;
}

/**
 * Writes dwell events of one type, dated now: they have no fix of their own (time alone, or a count, crossed the
 * line). Left undispatched, so the event dispatcher hands them to alerts and rules (decision 0049).
 */
export async function insertDwellEvents(
  tx: Db,
  type: string,
  rows: readonly DwellEventRow[],
): Promise<number[]> {
  if (!rows.length) return [];
  const written = await rowsOf<{ id: string | number }>(
    tx,
    sql`insert into device_events (account_id, device_id, event_type, description, attributes, created_at)
      select (r->>'account_id')::int, (r->>'device_id')::int, ${type}, r->>'description', r->'attributes', now()
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r
      returning id`,
  );
  return written.map((r) => Number(r.id));
}
