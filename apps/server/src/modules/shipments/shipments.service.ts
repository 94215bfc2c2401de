import {
  SHIPMENT_PATH_MAX,
  SHIPMENT_TEXTS,
  SHIPMENT_WINDOW_DAYS,
  type CreateShipmentRequest,
  type PageMeta,
  type PublicShipment,
  type Shipment,
  type ShipmentListQuery,
  type ShipmentOneQuery,
  type UpdateShipmentRequest,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { includes } from '../../http/include-list.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { pageMeta } from '../devices/page-meta.ts';
import type { TimeZoneChoice } from '../downloads/time-zone.ts';
import { toPublicShipment, toShipmentDto, type ShipmentExtras } from './shipment-dto.ts';
import { parseLocalTime } from './shipment-time.ts';
import {
  canTrackShipments,
  countShipments,
  deviceOfAccount,
  findGeofencePlaces,
  findShipmentEvents,
  findShipments,
  findTracks,
  geofenceOfAccount,
  insertShipment,
  updateShipment,
  type PathPointRow,
  type ShipmentFilter,
  type ShipmentRow,
  type ShipmentWrite,
} from './shipments.repository.ts';

/** What shipment writes tell: the account's ongoing shipments changed (the engine's index on this instance). */
export interface ShipmentsChanged {
  changed(accountId: number): void;
}

const DAY_MS = 86_400_000;
export const visibleIds = (access: AccountAccess) => (access.deviceIds ? [...access.deviceIds] : null);

/** Shipments need the account flag can_track_shipments (spec 2 §2, §6). */
export async function requireShipments(db: Db, access: AccountAccess): Promise<void> {
  if (!(await canTrackShipments(db, access.accountId))) throw forbidden(SHIPMENT_TEXTS.flagOff);
}

/** Geofences, path and events of the rows, as asked. */
export async function extrasFor(
  db: Db,
  rows: ShipmentRow[],
  q: { with_geofences?: boolean; with_current_position?: boolean; with_path?: boolean; include?: string },
  always: { events?: boolean } = {},
): Promise<(row: ShipmentRow) => ShipmentExtras> {
  const geofences = q.with_geofences
    ? new Map(
        (
          await findGeofencePlaces(db, [
            ...new Set(rows.flatMap((r) => [r.from_geofence_id, r.to_geofence_id]).filter((v) => v !== null)),
          ])
        ).map((g) => [g.id, g]),
      )
    : undefined;
  const events =
    always.events || includes(q.include, 'events')
      ? await findShipmentEvents(
          db,
          rows.map((r) => r.id),
        )
      : null;
  // one query for the whole page, each shipment's own window (a track_from of null: nothing to show yet)
  const paths = q.with_path
    ? await findTracks(
        db,
        rows.flatMap((r) =>
          r.track_from === null
            ? []
            : [
                {
                  shipmentId: r.id,
                  deviceId: r.device_id,
                  from: new Date(r.track_from),
                  to: new Date(r.track_to),
                },
              ],
        ),
        SHIPMENT_PATH_MAX,
      )
    : new Map<number, PathPointRow[]>();
  return (row) => ({
    geofences,
    withCurrent: q.with_current_position,
    withDevice: includes(q.include, 'device'),
    path: q.with_path ? (paths.get(row.id) ?? []) : undefined,
    events: events?.filter((e) => e.shipment_id === row.id),
  });
}

export function listFilter(access: AccountAccess, query: ShipmentListQuery): ShipmentFilter {
  const now = Date.now();
  return {
    accountId: access.accountId,
    visible: visibleIds(access),
    from: query.date_from ?? new Date(now - SHIPMENT_WINDOW_DAYS * DAY_MS),
    to: query.date_to ?? new Date(now + SHIPMENT_WINDOW_DAYS * DAY_MS),
    search: query.search || undefined,
    statuses: query.status,
    archived: query.archived ?? false,
  };
}

/** GET /accounts/{id}/shipments: newest start first; without page and per_page the whole window, with meta. */
export async function listShipments(
  db: Db,
  access: AccountAccess,
  query: ShipmentListQuery,
): Promise<{ data: Shipment[]; meta: PageMeta }> {
  const filter = listFilter(access, query);
  const paged = query.page !== undefined || query.per_page !== undefined;
  const page = query.page ?? 1;
  const total = await countShipments(db, filter);
  const perPage = query.per_page ?? (paged ? 25 : Math.max(1, total));
  const rows = await findShipments(db, filter, {
    withCurrent: query.with_current_position,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const extras = await extrasFor(db, rows, query);
  return {
    data: rows.map((r) => toShipmentDto(r, extras(r))),
    meta: pageMeta(page, perPage, total, rows.length),
  };
}

/** One shipment the caller may see (the devices role: only its trackers'); always with its events. */
export async function getShipment(
  db: Db,
  access: AccountAccess,
  id: number,
  query: ShipmentOneQuery = {},
): Promise<Shipment> {
  const row = await findOwnShipment(db, access, id, query.with_current_position);
  const extras = await extrasFor(db, [row], query, { events: true });
  return toShipmentDto(row, extras(row));
}

export async function findOwnShipment(db: Db, access: AccountAccess, id: number, withCurrent = false) {
  const [row] = await findShipments(
    db,
    { accountId: access.accountId, visible: visibleIds(access), only: id },
    { withCurrent },
  );
  if (!row) throw notFound(SHIPMENT_TEXTS.notFound);
  return row;
}

const refuse = (field: string, message: string) => unprocessable(message, { [field]: [message] });

/** An end of the shipment as stored: a geofence of this account (its name and label point), or the address. */
async function placeOf(
  db: Db,
  access: AccountAccess,
  end: 'from' | 'to',
  geofenceId: number | null | undefined,
  address: CreateShipmentRequest['from_address'],
) {
  if (geofenceId != null) {
    if (!(await geofenceOfAccount(db, access.accountId, geofenceId)))
      throw refuse(`${end}_geofence_id`, SHIPMENT_TEXTS.foreignGeofence);
    const [g] = await findGeofencePlaces(db, [geofenceId]);
    return { geofenceId, name: g!.address || g!.name, lat: g!.lat, lng: g!.lng };
  }
  return { geofenceId: null, name: address!.name, lat: address!.lat, lng: address!.lng };
}

export async function createShipment(
  db: Db,
  engine: ShipmentsChanged,
  access: AccountAccess,
  body: CreateShipmentRequest,
): Promise<{ id: number }> {
  const visible = access.deviceIds === null || access.deviceIds.has(body.device_id);
  if (!visible || !(await deviceOfAccount(db, access.accountId, body.device_id)))
    throw refuse('device_id', SHIPMENT_TEXTS.foreignTracker);
  const from = await placeOf(db, access, 'from', body.from_geofence_id, body.from_address);
  const to = await placeOf(db, access, 'to', body.to_geofence_id, body.to_address);
  const values: ShipmentWrite = {
    accountId: access.accountId,
    deviceId: body.device_id,
    name: body.name,
    carrier: body.carrier || null,
    startAt: new Date(body.start_at),
    endAt: new Date(body.end_at),
    fromGeofenceId: from.geofenceId,
    fromName: from.name,
    fromLat: from.lat,
    fromLng: from.lng,
    toGeofenceId: to.geofenceId,
    toName: to.name,
    toLat: to.lat,
    toLng: to.lng,
    notifyAt: body.notify_at,
    notificationEmails: body.notification_emails ?? [],
    notificationPhoneNumbers: body.notification_phone_numbers ?? [],
  };
  const id = await insertShipment(db, values);
  engine.changed(access.accountId);
  return { id };
}

/**
 * PUT: the given fields change. A new end in the future takes a Running Late shipment back to In Progress (it may
 * run late again; its late event and notices are not sent twice, docs/decisions/0045).
 */
export async function editShipment(
  db: Db,
  engine: ShipmentsChanged,
  access: AccountAccess,
  id: number,
  body: UpdateShipmentRequest,
  zone: TimeZoneChoice,
): Promise<Shipment> {
  const row = await findOwnShipment(db, access, id);
  const startAt = body.start_at ? parseLocalTime(body.start_at, zone, 'start_at') : new Date(row.start_at);
  const endAt = body.end_at ? parseLocalTime(body.end_at, zone, 'end_at') : new Date(row.end_at);
  if (endAt <= startAt) throw refuse('end_at', SHIPMENT_TEXTS.endBeforeStart);
  const values: Partial<ShipmentWrite> = { startAt, endAt };
  if (body.name !== undefined) values.name = body.name;
  if (body.carrier !== undefined) values.carrier = body.carrier || null;
  if (body.notify_at !== undefined) values.notifyAt = body.notify_at;
  if (body.notification_emails !== undefined) values.notificationEmails = body.notification_emails ?? [];
  if (body.notification_phone_numbers !== undefined)
    values.notificationPhoneNumbers = body.notification_phone_numbers ?? [];
  if (row.status === 'Running Late' && endAt.getTime() > Date.now()) {
    values.status = 'In Progress';
    values.lateAt = null;
  }
  await updateShipment(db, access.accountId, id, values);
  engine.changed(access.accountId);
  return getShipment(db, access, id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /public-shipments/{uuid}: anyone with the uuid sees this shipment, its own track (from when it began to
 * when it ended, or now: never the tracker's fixes before or after, whatever start_at says) and, as asked, its
 * tracker's name and its events; nothing else of the account (no ids, no notification addresses). Archiving a
 * shipment stops sharing it (decision 0045): an archived shipment's page is not found.
 */
export async function getPublicShipment(
  db: Db,
  uuid: string,
  query: { include?: string; with_geofences?: boolean },
): Promise<PublicShipment> {
  if (!UUID.test(uuid)) throw notFound(SHIPMENT_TEXTS.publicNotFound);
  const [row] = await findShipments(db, { uuid, archived: false }, { withCurrent: true, actualTrack: true });
  if (!row) throw notFound(SHIPMENT_TEXTS.publicNotFound);
  const extras = await extrasFor(db, [row], { ...query, with_current_position: true, with_path: true });
  return toPublicShipment(row, extras(row));
}
