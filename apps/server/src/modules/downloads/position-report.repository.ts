import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { SubscriptionStatus } from '@lodestar/contracts';
import { currentPositions, devices, positions } from '../../db/schema/index.ts';
import { array } from '../positions/positions-write.repository.ts';

/** Which positions a report covers: one account, optionally some of its trackers. */
export interface ReportScope {
  accountId: number;
  /** Only these trackers (devices role, or the ids the caller named); absent: the whole account. */
  deviceIds?: number[];
  /** Only trackers whose newest subscription in the account has one of these statuses (as the tracker list). */
  statuses?: readonly SubscriptionStatus[];
}

const tracker = { deviceName: devices.name, serial: devices.serial, imei: devices.imei };

/** The tracker's status as the device list reads it: its newest subscription in its own account. */
const trackerStatusIn = (statuses: readonly SubscriptionStatus[]) =>
  sql`(select s.status from subscriptions s
        where s.device_id = ${devices.id} and s.account_id = ${devices.accountId}
        order by s.created_at desc, s.id desc limit 1) = any(${array(statuses)}::text[])`;

const inScope = (scope: ReportScope) =>
  and(
    eq(devices.accountId, scope.accountId),
    scope.deviceIds && inArray(devices.id, scope.deviceIds),
    scope.statuses && trackerStatusIn(scope.statuses),
  );

/** Each tracker's newest position, in tracker name order. */
export async function findCurrentReportRows(db: Db, scope: ReportScope) {
  if (scope.deviceIds?.length === 0) return [];
  return db
    .select({ ...tracker, position: currentPositions })
    .from(currentPositions)
    .innerJoin(devices, eq(devices.id, currentPositions.deviceId))
    .where(inScope(scope))
    .orderBy(asc(devices.name), asc(devices.id));
}

/** Where the previous batch ended: the tracker and its fix time in whole microseconds (a Date loses them). */
export interface HistoryCursor {
  deviceId: number;
  fixTimeMicros: string;
}

/**
 * One batch of stored positions between two fix times, by tracker then time, after `after`. Keyset paging on
 * (device_id, fix_time) walks the positions_device_fix_time_idx index, so each batch costs the same however far
 * into a 90-day range it is, and no batch holds more than `limit` rows in memory.
 */
export async function findHistoryBatch(
  db: Db,
  scope: ReportScope,
  range: { from: Date; to: Date },
  after: HistoryCursor | null,
  limit: number,
) {
  if (scope.deviceIds?.length === 0) return [];
  return db
    .select({
      ...tracker,
      position: positions,
      fixTimeMicros: sql<string>`(extract(epoch from ${positions.fixTime}) * 1000000)::bigint::text`,
    })
    .from(positions)
    .innerJoin(devices, eq(devices.id, positions.deviceId))
    .where(
      and(
        inScope(scope),
        gte(positions.fixTime, range.from),
        lte(positions.fixTime, range.to),
        after
          ? sql`(${positions.deviceId}, ${positions.fixTime}) > (${after.deviceId}::integer,
              timestamptz 'epoch' + ${after.fixTimeMicros}::bigint * interval '1 microsecond')`
          : undefined,
      ),
    )
    .orderBy(asc(positions.deviceId), asc(positions.fixTime))
    .limit(limit);
}
