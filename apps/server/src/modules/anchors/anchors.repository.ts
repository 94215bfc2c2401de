import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountSettings, anchorImages, anchors, devices, geofences, models } from '../../db/schema/index.ts';
import { array, containsPattern } from '../positions/positions-write.repository.ts';

export type AnchorRow = typeof anchors.$inferSelect;
export type AnchorWrite = Omit<typeof anchors.$inferInsert, 'id' | 'accountId' | 'createdAt'>;

export interface AnchorListRow extends AnchorRow {
  deviceId: number | null;
  geofenceName: string | null;
}

export interface AnchorImageMeta {
  id: number;
  anchorId: number;
  contentType: 'image/jpeg' | 'image/png';
  size: number;
}

/** Other instances drop their BLE placement map of the account when they hear this (db/account-change-listener.ts). */
export const ANCHORS_CHANNEL = 'lodestar_anchors';

function listFilter(accountId: number, query?: string, only?: number): SQL | undefined {
  const like = query ? containsPattern(query) : '';
  return and(
    eq(anchors.accountId, accountId),
    query
      ? sql`(${anchors.name} ilike ${like} or ${anchors.serial} ilike ${like} or ${anchors.address} ilike ${like})`
      : undefined,
    only !== undefined ? eq(anchors.id, only) : undefined,
  );
}

/** The account's anchors in name order, with the tracker that has the serial and the geofence's name. */
export async function listAnchors(
  db: Db,
  accountId: number,
  opts: { query?: string; limit?: number; offset?: number; only?: number },
): Promise<AnchorListRow[]> {
  const query = db
    .select({ row: anchors, deviceId: devices.id, geofenceName: geofences.name })
    .from(anchors)
    .leftJoin(devices, and(eq(devices.serial, anchors.serial), eq(devices.accountId, anchors.accountId)))
    .leftJoin(geofences, eq(geofences.id, anchors.geofenceId))
    .where(listFilter(accountId, opts.query, opts.only))
    .orderBy(sql`lower(${anchors.name})`, asc(anchors.id))
    .$dynamic();
  if (opts.limit !== undefined) query.limit(opts.limit);
  if (opts.offset) query.offset(opts.offset);
  const rows = await query;
  return rows.map((r) => ({ ...r.row, deviceId: r.deviceId, geofenceName: r.geofenceName }));
}

export async function countAnchors(db: Db, accountId: number, query?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(anchors)
    .where(listFilter(accountId, query));
  return Number(row?.n ?? 0);
}

/** The images of these anchors, oldest first, without their bytes. */
export async function findImageMetas(db: Db, anchorIds: readonly number[]): Promise<AnchorImageMeta[]> {
  if (!anchorIds.length) return [];
  return db
    .select({
      id: anchorImages.id,
      anchorId: anchorImages.anchorId,
      contentType: anchorImages.contentType,
      size: anchorImages.size,
    })
    .from(anchorImages)
    .where(sql`${anchorImages.anchorId} = any(${array(anchorIds)}::int[])`)
    .orderBy(asc(anchorImages.id));
}

/** Whether the account has the BLE feature (setting ble_tags on, spec 1 §6 canUseBleFeature). */
export async function hasBleFeature(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ value: accountSettings.value })
    .from(accountSettings)
    .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.code, 'ble_tags')));
  return row?.value != null && ['1', 'true', 'on', 'yes'].includes(row.value.toLowerCase());
}

/** Whether the account has a BLE-capable tracker (model ble_support) with this serial. */
export async function isBleTrackerSerial(db: Db, accountId: number, serial: string): Promise<boolean> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(models, eq(models.id, devices.modelId))
    .where(and(eq(devices.accountId, accountId), eq(devices.serial, serial), eq(models.bleSupport, true)));
  return row !== undefined;
}

export async function isAccountGeofence(db: Db, accountId: number, geofenceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: geofences.id })
    .from(geofences)
    .where(and(eq(geofences.accountId, accountId), eq(geofences.id, geofenceId)));
  return row !== undefined;
}

export async function isSerialTaken(
  db: Db,
  accountId: number,
  serial: string,
  exceptAnchorId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: anchors.id })
    .from(anchors)
    .where(
      and(
        eq(anchors.accountId, accountId),
        eq(anchors.serial, serial),
        exceptAnchorId !== undefined ? sql`${anchors.id} <> ${exceptAnchorId}` : undefined,
      ),
    );
  return row !== undefined;
}

/** Tells the other instances (after commit: NOTIFY is transactional) that the account's anchors changed. */
const notifyChange = (db: Db, accountId: number) =>
  db.execute(sql`select pg_notify(${ANCHORS_CHANNEL}, ${String(accountId)})`);

export async function insertAnchor(db: Db, accountId: number, values: AnchorWrite): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(anchors)
      .values({ ...values, accountId })
      .returning({ id: anchors.id });
    await notifyChange(tx, accountId);
    return row!.id;
  });
}

/** Updates one of the account's anchors; false when it has none with that id. */
export async function updateAnchor(
  db: Db,
  accountId: number,
  anchorId: number,
  values: Partial<AnchorWrite>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(anchors)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(anchors.accountId, accountId), eq(anchors.id, anchorId)))
      .returning({ id: anchors.id });
    if (rows.length) await notifyChange(tx, accountId);
    return rows.length > 0;
  });
}

/** Deletes one of the account's anchors with its images (cascade). */
export async function deleteAnchor(db: Db, accountId: number, anchorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(anchors)
      .where(and(eq(anchors.accountId, accountId), eq(anchors.id, anchorId)))
      .returning({ id: anchors.id });
    if (rows.length) await notifyChange(tx, accountId);
    return rows.length > 0;
  });
}

export async function countImages(db: Db, anchorId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(anchorImages)
    .where(eq(anchorImages.anchorId, anchorId));
  return Number(row?.n ?? 0);
}

export async function insertImage(
  db: Db,
  anchorId: number,
  image: { contentType: AnchorImageMeta['contentType']; bytes: Uint8Array },
): Promise<AnchorImageMeta> {
  const [row] = await db
    .insert(anchorImages)
    .values({ anchorId, contentType: image.contentType, size: image.bytes.byteLength, bytes: image.bytes })
    .returning({
      id: anchorImages.id,
      anchorId: anchorImages.anchorId,
      contentType: anchorImages.contentType,
      size: anchorImages.size,
    });
  return row!;
}

/** Deletes an image of the account's anchor; false when that anchor of that account has no such image. */
export async function deleteImage(
  db: Db,
  accountId: number,
  anchorId: number,
  imageId: number,
): Promise<boolean> {
  const rows = await db
    .delete(anchorImages)
    .where(
      and(
        eq(anchorImages.id, imageId),
        eq(anchorImages.anchorId, anchorId),
        sql`exists (select 1 from ${anchors} a where a.id = ${anchorId} and a.account_id = ${accountId})`,
      ),
    )
    .returning({ id: anchorImages.id });
  return rows.length > 0;
}

/** An image's bytes, only when it belongs to that anchor of that account. */
export async function findImageBytes(db: Db, accountId: number, anchorId: number, imageId: number) {
  const [row] = await db
    .select({ contentType: anchorImages.contentType, bytes: anchorImages.bytes })
    .from(anchorImages)
    .innerJoin(anchors, eq(anchors.id, anchorImages.anchorId))
    .where(and(eq(anchorImages.id, imageId), eq(anchors.id, anchorId), eq(anchors.accountId, accountId)));
  return row;
}

/** What BLE placement reads of an account's anchors: serial, pin and radius, in one query. */
export async function findAnchorPins(db: Db, accountId: number) {
  return db
    .select({
      serial: anchors.serial,
      lat: anchors.latitude,
      lng: anchors.longitude,
      radiusFt: anchors.radiusFt,
    })
    .from(anchors)
    .where(eq(anchors.accountId, accountId));
}
