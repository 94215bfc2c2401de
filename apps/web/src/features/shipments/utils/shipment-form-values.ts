import {
  SHIPMENT_TEXTS,
  type CreateShipmentRequest,
  type Shipment,
  type ShipmentAddress,
  type UpdateShipmentRequest,
} from '@lodestar/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The pickers' format ('yyyy-MM-dd HH:mm:ss', the PUT's format too): a wall-clock time in the user's zone. */
export const LOCAL_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** One end of the shipment: a geofence of the account, or (use address) a place from the address autocomplete. */
export interface ShipmentPlaceValues {
  useAddress: boolean;
  geofenceId: string | null;
  address: string;
  lat: number | null;
  lng: number | null;
}

export interface ShipmentFormValues {
  name: string;
  carrier: string;
  /** Wall-clock times in the user's zone, as the date-time pickers give them. */
  startAt: string | null;
  endAt: string | null;
  trackerId: string | null;
  from: ShipmentPlaceValues;
  to: ShipmentPlaceValues;
  /** Hours before the end, as the select's value ('0' is No notification). */
  notifyAt: string | null;
  emails: string[];
  phones: string[];
}

/** The zone the web app sends as x-timezone: the server reads the PUT's times in it. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const emptyPlace = (): ShipmentPlaceValues => ({
  useAddress: false,
  geofenceId: null,
  address: '',
  lat: null,
  lng: null,
});

export function emptyShipmentForm(): ShipmentFormValues {
  return {
    name: '',
    carrier: '',
    startAt: null,
    endAt: null,
    trackerId: null,
    from: emptyPlace(),
    to: emptyPlace(),
    notifyAt: null,
    emails: [],
    phones: [],
  };
}

/** A server time (ISO) as the pickers show it: the wall-clock time in the zone. */
export function toLocalTime(iso: string, zone: string): string {
  return dayjs(iso).tz(zone).format(LOCAL_TIME_FORMAT);
}

/** A picker's wall-clock time in the zone as an ISO instant, for the create call (spec 2 §7: ISO). */
export function toIsoTime(local: string, zone: string): string {
  return dayjs.tz(local, zone).toISOString();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Ten digits, with +1 or 1 before them and any punctuation: what the server takes (contracts, shipments). */
export const isPhone = (v: string) => /^(\+?1)?\d{10}$/.test(v.replace(/[\s().-]/g, ''));
export const isEmail = (v: string) => EMAIL.test(v.trim());

function placeErrors(place: ShipmentPlaceValues, key: 'from' | 'to'): Record<string, string> {
  if (!place.useAddress)
    return place.geofenceId ? {} : { [`${key}.geofenceId`]: SHIPMENT_TEXTS.geofenceRequired };
  if (!place.address.trim()) return { [`${key}.address`]: SHIPMENT_TEXTS.addressRequired };
  if (place.lat === null || place.lng === null) return { [`${key}.address`]: SHIPMENT_TEXTS.latLngRequired };
  return {};
}

/** The create form's checks (spec 2 §5) with its words, plus the end after the start and valid contacts. */
export function validateShipmentForm(values: ShipmentFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = SHIPMENT_TEXTS.nameRequired;
  if (!values.startAt) errors.startAt = SHIPMENT_TEXTS.dateRequired;
  if (!values.endAt) errors.endAt = SHIPMENT_TEXTS.dateRequired;
  else if (values.startAt && !dayjs(values.endAt).isAfter(dayjs(values.startAt)))
    errors.endAt = SHIPMENT_TEXTS.endBeforeStart;
  if (!values.trackerId || !Number.isInteger(Number(values.trackerId)))
    errors.trackerId = SHIPMENT_TEXTS.trackerRequired;
  Object.assign(errors, placeErrors(values.from, 'from'), placeErrors(values.to, 'to'));
  if (values.notifyAt === null || values.notifyAt === '') errors.notifyAt = SHIPMENT_TEXTS.notifyRequired;
  Object.assign(errors, contactErrors(values));
  return errors;
}

/** The e-mail and phone lists' checks, shared by create and edit. */
export function contactErrors(values: Pick<ShipmentFormValues, 'emails' | 'phones'>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.emails.some((e) => !isEmail(e))) errors.emails = SHIPMENT_TEXTS.notEmail;
  if (values.phones.some((p) => !isPhone(p))) errors.phones = SHIPMENT_TEXTS.notPhone;
  return errors;
}

function placeRequest(place: ShipmentPlaceValues): {
  geofenceId: number | null;
  address: ShipmentAddress | null;
} {
  if (!place.useAddress) return { geofenceId: Number(place.geofenceId), address: null };
  return { geofenceId: null, address: { name: place.address.trim(), lat: place.lat!, lng: place.lng! } };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The create call's payload (spec 2 §7 Store) from a valid form: times as ISO instants read in the zone. */
export function createShipmentPayload(values: ShipmentFormValues, zone: string): CreateShipmentRequest {
  const from = placeRequest(values.from);
  const to = placeRequest(values.to);
  return {
    name: values.name.trim(),
    carrier: orNull(values.carrier),
    start_at: toIsoTime(values.startAt!, zone),
    end_at: toIsoTime(values.endAt!, zone),
    device_id: Number(values.trackerId),
    from_geofence_id: from.geofenceId,
    from_address: from.address,
    to_geofence_id: to.geofenceId,
    to_address: to.address,
    notify_at: Number(values.notifyAt),
    notification_emails: values.emails.map((e) => e.trim()),
    notification_phone_numbers: values.phones.map((p) => p.trim()),
  };
}

/** The fields the edit screen changes. */
export type ShipmentEditValues = Pick<
  ShipmentFormValues,
  'name' | 'carrier' | 'startAt' | 'endAt' | 'notifyAt' | 'emails' | 'phones'
>;

export function editValuesOf(shipment: Shipment, zone: string): ShipmentEditValues {
  return {
    name: shipment.name,
    carrier: shipment.carrier ?? '',
    startAt: toLocalTime(shipment.start_at, zone),
    endAt: toLocalTime(shipment.end_at, zone),
    notifyAt: String(shipment.notify_at),
    emails: [...shipment.notification_emails],
    phones: [...shipment.notification_phone_numbers],
  };
}

export function validateShipmentEdit(values: ShipmentEditValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = SHIPMENT_TEXTS.nameRequired;
  if (!values.startAt) errors.startAt = SHIPMENT_TEXTS.dateRequired;
  if (!values.endAt) errors.endAt = SHIPMENT_TEXTS.dateRequired;
  else if (values.startAt && !dayjs(values.endAt).isAfter(dayjs(values.startAt)))
    errors.endAt = SHIPMENT_TEXTS.endBeforeStart;
  return { ...errors, ...contactErrors(values) };
}

/**
 * The update call's payload (spec 2 §7 Update): the wall-clock times as 'yyyy-MM-dd HH:mm:ss' (the server reads
 * them in the zone the app sends), empty lists as null.
 */
export function updateShipmentPayload(values: ShipmentEditValues): UpdateShipmentRequest {
  return {
    name: values.name.trim(),
    carrier: orNull(values.carrier),
    notify_at: Number(values.notifyAt ?? 0),
    start_at: dayjs(values.startAt!).format(LOCAL_TIME_FORMAT),
    end_at: dayjs(values.endAt!).format(LOCAL_TIME_FORMAT),
    notification_emails: values.emails.length ? values.emails.map((e) => e.trim()) : null,
    notification_phone_numbers: values.phones.length ? values.phones.map((p) => p.trim()) : null,
  };
}

/** The API's field names under the form's (its 422 errors shown under their fields). */
export const SHIPMENT_FIELD_RENAMES: Record<string, string> = {
  start_at: 'startAt',
  end_at: 'endAt',
  device_id: 'trackerId',
  from_geofence_id: 'from.geofenceId',
  to_geofence_id: 'to.geofenceId',
  from_address: 'from.address',
  'from_address.name': 'from.address',
  'from_address.lat': 'from.address',
  'from_address.lng': 'from.address',
  to_address: 'to.address',
  'to_address.name': 'to.address',
  'to_address.lat': 'to.address',
  'to_address.lng': 'to.address',
  notify_at: 'notifyAt',
  notification_emails: 'emails',
  notification_phone_numbers: 'phones',
};

/** Field errors of a 422 under the form's names (list items 'notification_emails.1' go under the list). */
export function formFieldErrors(errors: Record<string, string[]>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const base = field.replace(/\.\d+$/, '');
    const name = SHIPMENT_FIELD_RENAMES[field] ?? SHIPMENT_FIELD_RENAMES[base] ?? base;
    result[name] ??= message;
  }
  return result;
}
