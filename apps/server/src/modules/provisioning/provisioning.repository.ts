import { asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { assignWaitingSubscription } from '../subscriptions/waiting-subscriptions.repository.ts';
import type { Db } from '../../db/database.ts';
import { accounts, devices, models, subscriptions, unknownTrackers } from '../../db/schema/index.ts';

/** A tracker to create; identifiers are already validated and known to be free. */
export interface NewTracker {
  accountId: number;
  modelId: number;
  name: string;
  serial: string;
  imei: string | null;
  iccid: string | null;
  ingestKey?: string | null;
}

/** Which of these identifiers some tracker (any account) already uses as serial or IMEI. */
export async function findTakenIdentifiers(db: Db, identifiers: readonly string[]): Promise<Set<string>> {
  if (!identifiers.length) return new Set();
  const list = [...identifiers];
  const rows = await db
    .select({ serial: devices.serial, imei: devices.imei })
    .from(devices)
    .where(or(inArray(devices.serial, list), inArray(devices.imei, list)));
  const wanted = new Set(identifiers);
  return new Set(rows.flatMap((r) => [r.serial, r.imei]).filter((v): v is string => !!v && wanted.has(v)));
}

/** Model ids and titles (the CSV names models by title or id). */
export async function listModels(db: Db) {
  return db.select({ id: models.id, title: models.title }).from(models).orderBy(asc(models.id));
}

export async function accountExists(db: Db, accountId: number) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  return !!row;
}

/**
 * Creates the trackers, each with a subscription so it shows in the default tracker list (a paid one waiting for a
 * tracker of its model, else a new active one), in one
 * transaction: all or none. Forgets their identifiers in unknown_trackers (they are claimed). Ids in input order.
 */
export async function insertTrackers(db: Db, trackers: readonly NewTracker[]): Promise<number[]> {
  if (!trackers.length) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(devices)
      .values(trackers.map((t) => ({ ...t })))
      .returning({ id: devices.id, serial: devices.serial });
    const idBySerial = new Map(rows.map((r) => [r.serial, r.id]));
    const ids = trackers.map((t) => idBySerial.get(t.serial)!);
    const now = new Date();
    // a tracker of a paid sale takes the subscription waiting for it (pending until its first report, decision
    // 0068); any other gets its own active one
    const own: { accountId: number; deviceId: number }[] = [];
    for (const [i, t] of trackers.entries()) {
      const deviceId = ids[i]!;
      const waiting = await assignWaitingSubscription(tx, { accountId: t.accountId, deviceId, modelId: t.modelId });
      if (waiting === null) own.push({ accountId: t.accountId, deviceId });
    }
    if (own.length)
      await tx
        .insert(subscriptions)
        .values(own.map((o) => ({ ...o, status: 'active' as const, startAt: now })));
    const identifiers = trackers.flatMap((t) => (t.imei ? [t.serial, t.imei] : [t.serial]));
    await tx.delete(unknownTrackers).where(inArray(unknownTrackers.identifier, identifiers));
    return ids;
  });
}

/** The sightings of these identifiers, if they reported before they were added. */
export async function findUnknownTrackers(db: Db, identifiers: readonly string[]) {
  if (!identifiers.length) return [];
  return db
    .select()
    .from(unknownTrackers)
    .where(inArray(unknownTrackers.identifier, [...identifiers]))
    .orderBy(desc(unknownTrackers.lastSeenAt));
}

/** The identifiers that reported most recently without a tracker. */
export async function listUnknownTrackers(db: Db, limit: number) {
  return db.select().from(unknownTrackers).orderBy(desc(unknownTrackers.lastSeenAt)).limit(limit);
}

/** One identifier's reports since the last write, summed up. */
export interface UnknownTrackerTally {
  identifier: string;
  protocol: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  count: number;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Adds the tallies to unknown_trackers in one statement. Identifiers that became trackers meanwhile are left out,
 * so a write racing an add does not list a claimed tracker again.
 */
export async function upsertUnknownTrackers(db: Db, tallies: readonly UnknownTrackerTally[]) {
  if (!tallies.length) return;
  const taken = await findTakenIdentifiers(
    db,
    tallies.map((t) => t.identifier),
  );
  const rows = tallies.filter((t) => !taken.has(t.identifier));
  if (!rows.length) return;
  await db
    .insert(unknownTrackers)
    .values(
      rows.map((t) => ({
        identifier: t.identifier,
        protocol: t.protocol,
        firstSeenAt: t.firstSeenAt,
        lastSeenAt: t.lastSeenAt,
        reportCount: t.count,
        lastLatitude: t.latitude,
        lastLongitude: t.longitude,
      })),
    )
    .onConflictDoUpdate({
      target: unknownTrackers.identifier,
      set: {
        protocol: sql`excluded.protocol`,
        lastSeenAt: sql`greatest(${unknownTrackers.lastSeenAt}, excluded.last_seen_at)`,
        reportCount: sql`${unknownTrackers.reportCount} + excluded.report_count`,
        lastLatitude: sql`coalesce(excluded.last_latitude, ${unknownTrackers.lastLatitude})`,
        lastLongitude: sql`coalesce(excluded.last_longitude, ${unknownTrackers.lastLongitude})`,
      },
    });
}

/** Forgets identifiers not heard from since `before`, so random identifiers do not pile up. */
export async function pruneUnknownTrackers(db: Db, before: Date) {
  await db.delete(unknownTrackers).where(lt(unknownTrackers.lastSeenAt, before));
}

/** Every account's id and title, for the internal admins' account chooser. */
export async function listAccountTitles(db: Db) {
  return db.select({ id: accounts.id, title: accounts.title }).from(accounts).orderBy(asc(accounts.title));
}
