import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../database.ts';
import { geofences, geofenceVisits, positions } from '../schema/index.ts';
import { GeofenceIndexes } from '../../modules/geofences/geofence-indexes.ts';
import type { AccountGeofenceIndex } from '../../modules/geofences/geofence-index.ts';
import { array } from '../../modules/positions/positions-write.repository.ts';
import { rowsOf } from '../../modules/positions/sql-rows.ts';
import { pendingBacklog } from './demo-history-backlog.repository.ts';
import { stageDemoDwellColours } from './demo-dwell-colours.ts';

/*
 * Geofence visits over history written in bulk (the demo seed), which detection never saw (decision 0036: "Positions
 * written in bulk are not judged"). Without them the dwell dashboard (0063) is empty on a fresh start and the dwell
 * alerts (0065) have nothing to judge. Fixes are judged by the server's own index (the anti-flicker margins) and
 * turned into stays by the live detector's rule, so the visits are those detection would have written.
 */

/** A stored fix as detection reads it. */
export interface VisitFix {
  id: number;
  at: Date;
  lat: number;
  lng: number;
  accuracy: number | null;
  valid: boolean;
}

/** One stay of a tracker in a geofence; `exitedAt` null while it was still inside at its last fix. */
export interface Stay {
  geofenceId: number;
  enteredAt: Date;
  enterPositionId: number;
  exitedAt: Date | null;
  exitPositionId: number | null;
}

/**
 * A tracker's stays from its fixes in time order, as GeofenceDetector.check decides them: a fix clearly inside a
 * geofence enters it; a geofence the tracker is in is left only by a fix clearly outside it (neither inside nor
 * on its edge); a fix marked invalid (placed at the last known position) changes nothing.
 */
export function staysOf(fixes: readonly VisitFix[], index: AccountGeofenceIndex): Stay[] {
  const stays: Stay[] = [];
  const open = new Map<number, Stay>();
  for (const fix of fixes) {
    if (!fix.valid) continue;
    const { inside, edge } = index.judge(fix.lat, fix.lng, fix.accuracy).geofences;
    for (const [id, stay] of open) {
      if (inside.includes(id) || edge.includes(id)) continue;
      stay.exitedAt = fix.at;
      stay.exitPositionId = fix.id;
      open.delete(id);
    }
    for (const id of inside) {
      if (open.has(id)) continue;
      const stay: Stay = {
        geofenceId: id,
        enteredAt: fix.at,
        enterPositionId: fix.id,
        exitedAt: null,
        exitPositionId: null,
      };
      open.set(id, stay);
      stays.push(stay);
    }
  }
  return stays;
}

/** A tracker's stored fixes up to `until`, oldest first. */
async function fixesOf(db: Db, deviceId: number, until: Date): Promise<VisitFix[]> {
  return db
    .select({
      id: positions.id,
      at: positions.fixTime,
      lat: positions.latitude,
      lng: positions.longitude,
      accuracy: positions.accuracy,
      valid: positions.valid,
    })
    .from(positions)
    .where(and(eq(positions.deviceId, deviceId), lte(positions.fixTime, until)))
    .orderBy(asc(positions.fixTime), asc(positions.id));
}

/** What one tracker's replay needs: whose it is, and up to when its history was written in bulk. */
export interface VisitReplay {
  deviceId: number;
  accountId: number;
  until: Date;
}

/**
 * Writes the visits of these trackers' stored fixes up to their `until`, in one statement: closed ones for stays
 * that ended, an open one for a tracker still inside at its last fix (the live detector reads it as its state and
 * continues from it). A stay overlapping a visit already stored (an earlier run of this, or the detector) is left
 * out, so a resumed seed writes nothing twice. Returns the visits written.
 */
export async function replayGeofenceVisits(db: Db, trackers: readonly VisitReplay[]): Promise<number> {
  const indexes = new GeofenceIndexes(db);
  const rows: (Stay & { accountId: number; deviceId: number })[] = [];
  for (const t of trackers) {
    const index = await indexes.load(t.accountId);
    if (!index.size) continue;
    for (const stay of staysOf(await fixesOf(db, t.deviceId, t.until), index))
      rows.push({ ...stay, accountId: t.accountId, deviceId: t.deviceId });
  }
  if (!rows.length) return 0;
  const col = (pick: (r: (typeof rows)[number]) => unknown) => array(rows.map(pick));
  const written = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into ${geofenceVisits}
      (account_id, geofence_id, device_id, entered_at, exited_at, enter_position_id, exit_position_id)
    select x.* from unnest(${col((r) => r.accountId)}::int[], ${col((r) => r.geofenceId)}::int[],
        ${col((r) => r.deviceId)}::int[], ${col((r) => r.enteredAt.toISOString())}::timestamptz[],
        ${col((r) => r.exitedAt?.toISOString() ?? null)}::timestamptz[], ${col((r) => r.enterPositionId)}::bigint[],
        ${col((r) => r.exitPositionId)}::bigint[])
      as x(account_id, geofence_id, device_id, entered_at, exited_at, enter_position_id, exit_position_id)
    where exists (select 1 from ${geofences} g where g.id = x.geofence_id)
      and not exists (select 1 from ${geofenceVisits} v where v.device_id = x.device_id
        and v.geofence_id = x.geofence_id and v.entered_at <= coalesce(x.exited_at, 'infinity')
        and coalesce(v.exited_at, 'infinity') >= x.entered_at)
    on conflict (device_id, geofence_id) where exited_at is null do nothing
    returning id`,
  );
  return written.length;
}

/**
 * The visits of the demo history written so far (its recent part, before the server listens: decision 0029), for
 * every tracker still in the backlog, up to the seed's end: what the tracker reports afterwards is the live
 * detector's. Run before listening, so the detector's first read of a tracker's open visits finds these. The run
 * that writes them also sees the dashboard opens with its three colours (a resumed seed writes none, and changes
 * nothing).
 */
export async function replayDemoVisits(database: Database): Promise<number> {
  const pending = await pendingBacklog(database.db);
  const written = await replayGeofenceVisits(
    database.db,
    pending.map((row) => ({ deviceId: row.deviceId, accountId: row.accountId, until: row.historyTo })),
  );
  if (written)
    for (const accountId of new Set(pending.map((row) => row.accountId)))
      await stageDemoDwellColours(database.db, accountId);
  return written;
}
