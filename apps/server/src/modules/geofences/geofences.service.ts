import {
  GEOFENCE_B2B_FIELDS,
  GEOFENCE_NEAREST_MAX_M,
  GEOFENCE_TEXTS,
  type CreateGeofenceRequest,
  type Geofence,
  type GeofenceEvent,
  type GeofenceEventsQuery,
  type GeofenceListQuery,
  type GeofenceShape,
  type PageMeta,
  type UpdateGeofenceRequest,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { canManage, type AccountAccess } from '../accounts/account-access.ts';
import { isB2bAccount } from '../accounts/accounts.repository.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { polygonProblem, shapeColumns, signedEdgeDistanceM } from './geofence-geometry.ts';
import type { GeofenceIndexes } from './geofence-indexes.ts';
import {
  countGeofenceEvents,
  findGeofenceEvents,
  type GeofenceEventFilter,
} from './geofence-events.repository.ts';
import {
  countGeofences,
  deleteGeofence,
  insertGeofence,
  listGeofences,
  listGeofencesWithText,
  updateGeofence,
  type GeofenceListRow,
  type GeofenceWrite,
} from './geofences.repository.ts';

const visibleIds = (access: AccountAccess) => (access.deviceIds ? [...access.deviceIds] : null);
const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export function toGeofenceDto(row: GeofenceListRow): Geofence {
  return {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    address: row.address,
    is_irregular: flag(row.isIrregular),
    geo_json: row.geoJson ?? null,
    lat: row.latitude,
    lng: row.longitude,
    radius: row.radius,
    allowable_dwell_days: row.allowableDwellDays,
    max_assets: row.maxAssets,
    min_assets: row.minAssets,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    company_name: row.companyName,
    is_alertable: flag(row.isAlertable),
    notes: row.notes,
    devices_count: row.devicesCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * GET /accounts/{id}/geofences: one page (or, without page and per_page, all) in name order, with meta, as JSON
 * text: polygons go out as the database's own JSON text, and the whole answer skips the response schema pass
 * (10,000 geofences with their outlines are tens of megabytes of objects; the API tests check the shape).
 */
export async function listAccountGeofencesJson(
  db: Db,
  access: AccountAccess,
  query: GeofenceListQuery,
): Promise<string> {
  const search = query.query || undefined;
  const paged = query.page !== undefined || query.per_page !== undefined;
  const page = query.page ?? 1;
  const total = await countGeofences(db, access.accountId, search);
  const perPage = query.per_page ?? (paged ? 25 : Math.max(1, total));
  const rows = await listGeofencesWithText(db, access.accountId, {
    query: search,
    visible: visibleIds(access),
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const items = rows.map((row) => {
    const json = JSON.stringify(toGeofenceDto(row));
    // the first `"geo_json":null` is the key itself: name and address come before it, and a quote inside them
    // is escaped, so they cannot hold this text
    return row.geoJsonText ? json.replace('"geo_json":null', `"geo_json":${row.geoJsonText}`) : json;
  });
  const meta = JSON.stringify(pageMeta(page, perPage, total, rows.length));
  return `{"data":[${items.join(',')}],"meta":${meta}}`;
}

export async function getGeofence(db: Db, access: AccountAccess, geofenceId: number): Promise<Geofence> {
  const [row] = await listGeofences(db, access.accountId, { visible: visibleIds(access), only: geofenceId });
  if (!row) throw notFound(GEOFENCE_TEXTS.notFound);
  return toGeofenceDto(row);
}

/**
 * Geofence writes are for admin and all (spec 1 §6); the business fields only for business accounts: given to
 * another account (anything but null) they are refused with a 422 naming them, rather than silently dropped.
 */
async function checkWrite(db: Db, access: AccountAccess, body: UpdateGeofenceRequest): Promise<void> {
  if (!canManage(access)) throw forbidden();
  if (body.shape?.type === 'polygon') {
    const problem = polygonProblem(body.shape.geo_json);
    if (problem) throw unprocessable(problem, { shape: [problem] });
  }
  const given = GEOFENCE_B2B_FIELDS.filter(
    (f) => body[f] !== undefined && body[f] !== null && body[f] !== false,
  );
  if (given.length && !(await isB2bAccount(db, access.accountId))) {
    const message = `${GEOFENCE_TEXTS.businessOnly} ${given.join(', ')}`;
    throw unprocessable(message, Object.fromEntries(given.map((f) => [f, [message]])));
  }
  const min = body.min_assets ?? null;
  const max = body.max_assets ?? null;
  if (min !== null && max !== null && min > max) {
    const message = 'min_assets cannot be greater than max_assets';
    throw unprocessable(message, { min_assets: [message] });
  }
}

function writeValues(body: UpdateGeofenceRequest): Partial<GeofenceWrite> {
  const values: Partial<GeofenceWrite> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.address !== undefined) values.address = body.address;
  if (body.shape) {
    Object.assign(values, shapeColumns(body.shape));
    values.isIrregular = body.shape.type === 'polygon' && (body.is_irregular ?? false);
  } else if (body.is_irregular !== undefined) values.isIrregular = body.is_irregular;
  if (body.allowable_dwell_days !== undefined) values.allowableDwellDays = body.allowable_dwell_days;
  if (body.max_assets !== undefined) values.maxAssets = body.max_assets;
  if (body.min_assets !== undefined) values.minAssets = body.min_assets;
  if (body.full_name !== undefined) values.fullName = body.full_name || null;
  if (body.email !== undefined) values.email = body.email || null;
  if (body.phone !== undefined) values.phone = body.phone || null;
  if (body.company_name !== undefined) values.companyName = body.company_name || null;
  if (body.is_alertable !== undefined) values.isAlertable = body.is_alertable;
  if (body.notes !== undefined) values.notes = body.notes || null;
  return values;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * Coordinates are kept to 6 decimal places (about 0.1 m, far below any fix's error): a 10,000-geofence list is
 * mostly polygon outlines, and 15-digit doubles made it a third larger. Rounded before the checks, so what is
 * checked (closure, distinct points, crossings) is what is stored.
 */
function roundedShape(shape: GeofenceShape): GeofenceShape {
  if (shape.type === 'circle') return { ...shape, lat: round6(shape.lat), lng: round6(shape.lng) };
  const ring = shape.geo_json.coordinates[0]!.map(([lng, lat]): [number, number] => [
    round6(lng),
    round6(lat),
  ]);
  return { type: 'polygon', geo_json: { type: 'Polygon', coordinates: [ring] } };
}

export async function createGeofence(
  db: Db,
  indexes: GeofenceIndexes,
  access: AccountAccess,
  request: CreateGeofenceRequest,
): Promise<Geofence> {
  const body = { ...request, shape: roundedShape(request.shape) };
  await checkWrite(db, access, body);
  const id = await insertGeofence(db, access.accountId, writeValues(body) as GeofenceWrite);
  indexes.changed(access.accountId);
  return getGeofence(db, access, id);
}

export async function editGeofence(
  db: Db,
  indexes: GeofenceIndexes,
  access: AccountAccess,
  geofenceId: number,
  request: UpdateGeofenceRequest,
): Promise<Geofence> {
  const body = { ...request, shape: request.shape && roundedShape(request.shape) };
  await checkWrite(db, access, body);
  // min above max is also checked against what is stored
  if (body.min_assets != null || body.max_assets != null) {
    const current = await getGeofence(db, access, geofenceId);
    await checkWrite(db, access, {
      min_assets: body.min_assets === undefined ? current.min_assets : body.min_assets,
      max_assets: body.max_assets === undefined ? current.max_assets : body.max_assets,
    });
  }
  const values = writeValues(body);
  // only a polygon is irregular: the flag alone does not turn a circle into one
  if (!body.shape && values.isIrregular && !(await getGeofence(db, access, geofenceId)).geo_json)
    delete values.isIrregular;
  if (!(await updateGeofence(db, access.accountId, geofenceId, values)))
    throw notFound(GEOFENCE_TEXTS.notFound);
  indexes.changed(access.accountId);
  return getGeofence(db, access, geofenceId);
}

export async function removeGeofence(
  db: Db,
  indexes: GeofenceIndexes,
  access: AccountAccess,
  geofenceId: number,
): Promise<{ id: number }> {
  if (!canManage(access)) throw forbidden();
  if (!(await deleteGeofence(db, access.accountId, geofenceId))) throw notFound(GEOFENCE_TEXTS.notFound);
  indexes.changed(access.accountId);
  return { id: geofenceId };
}

/**
 * GET /accounts/{id}/geofence/nearest: a geofence the point is inside wins (the smallest of them: the most
 * specific, such as a dock inside a yard); otherwise the one whose edge is nearest, if within
 * GEOFENCE_NEAREST_MAX_M. Measured with the same index and geometry as detection. 404 when none.
 */
export async function nearestGeofence(
  db: Db,
  indexes: GeofenceIndexes,
  access: AccountAccess,
  lat: number,
  lng: number,
): Promise<Geofence & { distance_m: number }> {
  const index = indexes.peek(access.accountId) ?? (await indexes.load(access.accountId));
  let best: { id: number; d: number; size: number } | null = null;
  for (const area of index.candidates(lat, lng, GEOFENCE_NEAREST_MAX_M)) {
    const d = signedEdgeDistanceM(area, lat, lng);
    if (d > GEOFENCE_NEAREST_MAX_M) continue;
    const size = (area.bbox[2] - area.bbox[0]) * (area.bbox[3] - area.bbox[1]);
    const better =
      !best ||
      (d < 0 && best.d >= 0) ||
      (d < 0 && best.d < 0 && size < best.size) ||
      (d >= 0 && best.d >= 0 && d < best.d);
    if (better) best = { id: area.id, d, size };
  }
  if (!best) throw notFound(GEOFENCE_TEXTS.noneNearby);
  const found = await getGeofence(db, access, best.id).catch(() => null);
  if (!found) throw notFound(GEOFENCE_TEXTS.noneNearby);
  return { ...found, distance_m: Math.max(0, Math.round(best.d * 10) / 10) };
}

export function geofenceEventFilter(access: AccountAccess, query: GeofenceEventsQuery): GeofenceEventFilter {
  return {
    accountId: access.accountId,
    geofenceId: query.geofence_id,
    from: query.date_from,
    to: query.date_to,
    visible: visibleIds(access),
  };
}

export function toGeofenceEventDto(
  row: Awaited<ReturnType<typeof findGeofenceEvents>>[number],
): GeofenceEvent {
  return {
    id: row.id,
    event_type: row.eventType,
    geofence_id: row.geofenceId,
    geofence_name: row.geofenceName,
    device_id: row.deviceId,
    device_name: row.deviceName,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /accounts/{id}/geofence-events: entries and exits, newest first, one page with meta. */
export async function listGeofenceEvents(
  db: Db,
  access: AccountAccess,
  query: GeofenceEventsQuery,
): Promise<{ data: GeofenceEvent[]; meta: PageMeta }> {
  const filter = geofenceEventFilter(access, query);
  const [rows, total] = await Promise.all([
    findGeofenceEvents(db, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    countGeofenceEvents(db, filter),
  ]);
  return {
    data: rows.map(toGeofenceEventDto),
    meta: pageMeta(query.page, query.per_page, total, rows.length),
  };
}
