import { z } from 'zod';
import { recordId } from './envelope.ts';
import { positionNetwork } from './position-network.ts';
import { subscriptionStatus } from './subscription-status.ts';
import { databaseState } from './service-health.ts';
import { trackerEvent } from './tracker-events.ts';

export * from './position-network.ts';
export * from './subscription-status.ts';
export * from './tracking-queries.ts';

export const fixType = z.enum(['gps', 'wifi', 'cell', 'ble']);
export type FixType = z.infer<typeof fixType>;

/**
 * A position as the API shows it (spec 1 §3 Position). Stored units: speed m/s (shown as mph), temperature
 * Celsius (shown as Fahrenheit), accuracy metres, battery and humidity percent. Times are ISO-8601 UTC.
 */
export const position = z.object({
  id: z.number().int(),
  device_id: z.number().int(),
  /** [lng, lat], GeoJSON order. */
  location: z.tuple([z.number(), z.number()]),
  address: z.string().nullable(),
  /** The fix time reported by the tracker. */
  timestamp: z.string(),
  server_time: z.string(),
  valid: z.boolean(),
  fix: fixType,
  accuracy: z.number().nullable(),
  battery: z.number().nullable(),
  low_battery: z.boolean(),
  charging: z.boolean().nullable(),
  sos: z.boolean(),
  overspeed: z.boolean(),
  speed: z.number().nullable(),
  course: z.number().nullable(),
  altitude: z.number().nullable(),
  temperature: z.number().nullable(),
  humidity: z.number().nullable(),
  last_movement_time: z.string().nullable(),
  last_movement_time_without_cell: z.string().nullable(),
  is_inside_geofences: z.boolean(),
  /** Horizontal dilution of precision as the tracker reported it; null when it did not. */
  hdop: z.number().nullable().optional(),
});
export type Position = z.infer<typeof position>;

/**
 * A stored position with everything its report carried: the values beyond the named fields (ignition, fuel,
 * approximate...) and the cell towers and wifi access points heard. Only a tracker's positions answer
 * (GET …/devices/{id}/positions) has them; the map, lists and the live socket keep the lighter Position.
 */
export const storedPosition = position.extend({
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  network: positionNetwork.nullable(),
});
export type StoredPosition = z.infer<typeof storedPosition>;

export const model = z.object({
  id: z.number().int(),
  title: z.string(),
  device_type: z.string(),
  thumbnail: z.string().nullable(),
  has_temperature: z.boolean(),
  has_humidity: z.boolean(),
  ble_support: z.boolean(),
  expected_report_minutes: z.number().int(),
});
export type Model = z.infer<typeof model>;

/** A tracker as lists and details show it (spec 1 §3 Device, spec 3 §3 Device). */
export const device = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  imei: z.string().nullable(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
  /** The status of the tracker's current subscription. */
  status: subscriptionStatus.nullable(),
  model_id: z.number().int(),
  model: model,
  expected_report_minutes: z.number().int(),
  group_ids: z.array(z.number().int()),
  /** The groups the tracker is in (id and name), in name order; left out with exclude_groups=1. */
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
  current_position: position.nullable(),
});
export type Device = z.infer<typeof device>;

/** A devices-role user who was given a tracker (the Access section of tracker details). */
export const deviceUser = z.object({ id: z.number().int(), name: z.string() });
export type DeviceUser = z.infer<typeof deviceUser>;

/** The tracker's newest subscription, as tracker details show it. */
export const deviceSubscription = z.object({
  id: z.number().int(),
  status: subscriptionStatus,
  start_at: z.string().nullable(),
  renewal_date: z.string().nullable(),
  cancel_at: z.string().nullable(),
});
export type DeviceSubscription = z.infer<typeof deviceSubscription>;

/** GET /accounts/{id}/devices/{id} and GET /devices/{id}: the device with its subscription and users with access. */
export const deviceDetails = device.extend({
  subscription: deviceSubscription.nullable(),
  users: z.array(deviceUser),
});
export type DeviceDetails = z.infer<typeof deviceDetails>;

/** GET /accounts/{id}/current-positions: the newest position of each tracker, keyed by device id. */
export const currentPositionsResponse = z.object({ data: z.record(z.string(), position) });
export type CurrentPositions = z.infer<typeof currentPositionsResponse>['data'];

/** Why the server closes a socket (WebSocket close codes in the 4000-4999 application range). */
export const SOCKET_CLOSE = {
  /** The session behind the socket was signed out, revoked or expired. */
  sessionEnded: 4401,
} as const;

/** Realtime messages pushed on /api/socket. */
export const socketMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('positions'), positions: z.array(position) }),
  /** Sent once on connect; account_ids are the accounts watched until the client subscribes to one. */
  z.object({ type: z.literal('hello'), user_id: z.number().int(), account_ids: z.array(z.number().int()) }),
  z.object({ type: z.literal('subscribed'), account_id: z.number().int() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  /** The server lost (unavailable) or regained (available) its database; sent to every socket when it changes. */
  z.object({ type: z.literal('service'), database: databaseState }),
  /** Tracker events just stored (SOS, low battery, SLA, geofence), shaped as GET /devices/{id}/events items. */
  z.object({ type: z.literal('events'), events: z.array(trackerEvent) }),
]);
export type SocketMessage = z.infer<typeof socketMessage>;

/** What a client may send on /api/socket: choose the one account it watches. */
export const socketClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), account_id: recordId }),
]);
export type SocketClientMessage = z.infer<typeof socketClientMessage>;
