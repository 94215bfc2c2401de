import {
  ANCHOR_TEXTS,
  type Anchor,
  type AnchorListQuery,
  type CreateAnchorRequest,
  type PageMeta,
  type UpdateAnchorRequest,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { canManage, canSeeDevice, type AccountAccess } from '../accounts/account-access.ts';
import { pageMeta } from '../devices/page-meta.ts';
import type { AnchorPins } from './anchor-pins.ts';
import {
  countAnchors,
  deleteAnchor,
  findImageMetas,
  hasBleFeature,
  insertAnchor,
  isAccountGeofence,
  isBleTrackerSerial,
  isSerialTaken,
  listAnchors,
  updateAnchor,
  type AnchorImageMeta,
  type AnchorListRow,
  type AnchorWrite,
} from './anchors.repository.ts';

/** The address an anchor image is served at (it checks access; never a file path). */
export const anchorImageUrl = (accountId: number, anchorId: number, imageId: number) =>
  `/api/accounts/${accountId}/anchors/${anchorId}/images/${imageId}`;

function toAnchorDto(access: AccountAccess, row: AnchorListRow, images: AnchorImageMeta[]): Anchor {
  return {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    serial: row.serial,
    // a devices-role user learns the tracker only if it is one of theirs
    device_id: row.deviceId !== null && canSeeDevice(access, row.deviceId) ? row.deviceId : null,
    geofence_id: row.geofenceId,
    geofence: row.geofenceId !== null ? { id: row.geofenceId, name: row.geofenceName ?? '' } : null,
    address: row.address,
    radius: row.radiusFt,
    lat: row.latitude,
    lng: row.longitude,
    notes: row.notes,
    images: images
      .filter((i) => i.anchorId === row.id)
      .map((i) => ({
        id: i.id,
        url: anchorImageUrl(row.accountId, row.id, i.id),
        content_type: i.contentType,
        size: i.size,
      })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Only accounts with the BLE feature have anchors (spec 1 §2.8, §6): others are refused every anchor call. */
export async function requireBleFeature(db: Db, access: AccountAccess): Promise<void> {
  if (!(await hasBleFeature(db, access.accountId))) throw forbidden(ANCHOR_TEXTS.noBleFeature);
}

/** Anchor writes (and image uploads and deletions) are for admin and all (spec 1 §6). */
export async function requireAnchorWrite(db: Db, access: AccountAccess): Promise<void> {
  await requireBleFeature(db, access);
  if (!canManage(access)) throw forbidden();
}

async function withImages(db: Db, access: AccountAccess, rows: AnchorListRow[]): Promise<Anchor[]> {
  const images = await findImageMetas(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAnchorDto(access, r, images));
}

/** GET /accounts/{id}/anchors: one page (or, without page and per_page, all) in name order, with meta. */
export async function listAccountAnchors(
  db: Db,
  access: AccountAccess,
  query: AnchorListQuery,
): Promise<{ data: Anchor[]; meta: PageMeta }> {
  await requireBleFeature(db, access);
  const search = query.query || undefined;
  const paged = query.page !== undefined || query.per_page !== undefined;
  const page = query.page ?? 1;
  const total = await countAnchors(db, access.accountId, search);
  const perPage = query.per_page ?? (paged ? 25 : Math.max(1, total));
  const rows = await listAnchors(db, access.accountId, {
    query: search,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { data: await withImages(db, access, rows), meta: pageMeta(page, perPage, total, rows.length) };
}

/** One anchor of the account, or 404 (also for another account's anchor). */
export async function getAnchor(db: Db, access: AccountAccess, anchorId: number): Promise<Anchor> {
  const [row] = await listAnchors(db, access.accountId, { only: anchorId });
  if (!row) throw notFound(ANCHOR_TEXTS.notFound);
  const [dto] = await withImages(db, access, [row]);
  return dto!;
}

const refuse = (field: string, message: string) => unprocessable(message, { [field]: [message] });

async function checkGeofence(db: Db, accountId: number, geofenceId: number | null | undefined) {
  if (geofenceId == null) return;
  if (!(await isAccountGeofence(db, accountId, geofenceId)))
    throw refuse('geofence_id', ANCHOR_TEXTS.geofenceNotFound);
}

function columns(body: UpdateAnchorRequest): Partial<AnchorWrite> {
  const values: Partial<AnchorWrite> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.geofence_id !== undefined) values.geofenceId = body.geofence_id;
  if (body.address !== undefined) values.address = body.address;
  if (body.radius !== undefined) values.radiusFt = body.radius;
  if (body.lat !== undefined) values.latitude = body.lat;
  if (body.lng !== undefined) values.longitude = body.lng;
  if (body.notes !== undefined) values.notes = body.notes || null;
  return values;
}

/**
 * POST /accounts/{id}/anchors. The serial must be one of the account's BLE trackers' and not yet another anchor's;
 * the unique index settles a race between two creates (the loser gets the same 422).
 */
export async function createAnchor(
  db: Db,
  pins: AnchorPins,
  access: AccountAccess,
  body: CreateAnchorRequest,
): Promise<Anchor> {
  await requireAnchorWrite(db, access);
  const { accountId } = access;
  if (!(await isBleTrackerSerial(db, accountId, body.serial)))
    throw refuse('serial', ANCHOR_TEXTS.serialNotBleTracker);
  if (await isSerialTaken(db, accountId, body.serial)) throw refuse('serial', ANCHOR_TEXTS.serialTaken);
  await checkGeofence(db, accountId, body.geofence_id);
  let id: number;
  try {
    id = await insertAnchor(db, accountId, {
      ...(columns(body) as AnchorWrite),
      serial: body.serial,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('serial', ANCHOR_TEXTS.serialTaken);
    throw error;
  }
  pins.changed(accountId);
  return getAnchor(db, access, id);
}

/** PUT /accounts/{id}/anchors/{id}: the given fields; the serial is locked (the same serial may be sent). */
export async function editAnchor(
  db: Db,
  pins: AnchorPins,
  access: AccountAccess,
  anchorId: number,
  body: UpdateAnchorRequest,
): Promise<Anchor> {
  await requireAnchorWrite(db, access);
  const current = await getAnchor(db, access, anchorId);
  if (body.serial !== undefined && body.serial !== current.serial)
    throw refuse('serial', ANCHOR_TEXTS.serialLocked);
  await checkGeofence(db, access.accountId, body.geofence_id);
  if (!(await updateAnchor(db, access.accountId, anchorId, columns(body))))
    throw notFound(ANCHOR_TEXTS.notFound);
  pins.changed(access.accountId);
  return getAnchor(db, access, anchorId);
}

export async function removeAnchor(
  db: Db,
  pins: AnchorPins,
  access: AccountAccess,
  anchorId: number,
): Promise<{ id: number }> {
  await requireAnchorWrite(db, access);
  if (!(await deleteAnchor(db, access.accountId, anchorId))) throw notFound(ANCHOR_TEXTS.notFound);
  pins.changed(access.accountId);
  return { id: anchorId };
}

function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
}
