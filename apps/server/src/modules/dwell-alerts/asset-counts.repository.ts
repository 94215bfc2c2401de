import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AssetCountState } from '../../db/schema/index.ts';
import { intArray } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';

/** A geofence whose asset-count state the judging changed. */
export interface AssetCountChange {
  geofenceId: number;
  accountId: number;
  geofenceName: string;
  state: AssetCountState;
  inside: number;
  minAssets: number | null;
  maxAssets: number | null;
}

/**
 * Counts the trackers inside each geofence with a min_assets or max_assets (all of them, or only `ids`) and
 * stores where each count stands, answering the geofences whose state changed (docs/decisions/0065). Counted are
 * open visits of trackers still in the geofence's account. The upsert changes a row only when its state differs
 * (`where state <> excluded.state`); a second instance judging at once waits for the first one's row and then
 * finds nothing to change, so each change is answered to one caller. A geofence never judged is taken as
 * 'within'; the state of one whose limits were removed is forgotten (see forgetUnlimited).
 */
export async function judgeAssetCounts(tx: Db, ids: readonly number[] | null): Promise<AssetCountChange[]> {
  const only = ids ? sql`and g.id = any(${intArray(ids)})` : sql``;
  const rows = await rowsOf<{
    geofence_id: number;
    account_id: number;
    name: string;
    state: AssetCountState;
    inside: number;
    min_assets: number | null;
    max_assets: number | null;
  }>(
    tx,
    sql`with counted as (
        select g.id as geofence_id, g.account_id, g.name, g.min_assets, g.max_assets,
          (select count(*) from geofence_visits v
            join devices d on d.id = v.device_id and d.account_id = g.account_id
            where v.geofence_id = g.id and v.exited_at is null)::int as inside
        from geofences g
        where (g.min_assets is not null or g.max_assets is not null) ${only}
      ),
      judged as (
        select c.*, case
            when c.min_assets is not null and c.inside < c.min_assets then 'below'
            when c.max_assets is not null and c.inside > c.max_assets then 'above'
            else 'within' end as state
        from counted c
      ),
      changed as (
        insert into geofence_asset_counts as s (geofence_id, state, devices_count, changed_at)
        select geofence_id, state, inside, now() from judged
        order by geofence_id
        on conflict (geofence_id) do update
          set state = excluded.state, devices_count = excluded.devices_count, changed_at = excluded.changed_at
          where s.state <> excluded.state
        returning s.geofence_id
      )
      select j.* from judged j join changed c on c.geofence_id = j.geofence_id order by j.geofence_id`,
  );
  return rows.map((r) => ({
    geofenceId: r.geofence_id,
    accountId: r.account_id,
    geofenceName: r.name,
    state: r.state,
    inside: r.inside,
    minAssets: r.min_assets,
    maxAssets: r.max_assets,
  }));
}

/**
 * Forgets the state of geofences that no longer have a minimum or maximum, so limits set again later start from
 * 'within' rather than from a state judged under old limits.
 */
export async function forgetUnlimited(tx: Db): Promise<void> {
  await tx.execute(
    sql`delete from geofence_asset_counts s using geofences g
      where g.id = s.geofence_id and g.min_assets is null and g.max_assets is null`,
  );
}

/**
 * The tracker a count crossing belongs to: the one whose entry or exit the detector just wrote (`hint`), if it is
 * still in the account; else the one whose visit of the geofence changed last (entered, or left, or was left
 * behind by a tracker moved or deleted). Null when no tracker of the account has ever been inside.
 */
export async function ownerOfCrossing(
  tx: Db,
  change: Pick<AssetCountChange, 'geofenceId' | 'accountId'>,
  hint: number | undefined,
): Promise<number | null> {
  if (hint !== undefined) {
    const [kept] = await rowsOf<{ id: number }>(
      tx,
      sql`select id from devices where id = ${hint} and account_id = ${change.accountId}`,
    );
    if (kept) return kept.id;
  }
  const [last] = await rowsOf<{ device_id: number }>(
    tx,
    sql`select v.device_id from geofence_visits v
      join devices d on d.id = v.device_id and d.account_id = ${change.accountId}
      where v.geofence_id = ${change.geofenceId}
      order by coalesce(v.exited_at, v.entered_at) desc, v.id desc
      limit 1`,
  );
  return last?.device_id ?? null;
}
