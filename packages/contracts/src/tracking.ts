import { z } from 'zod';

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
});
export type Position = z.infer<typeof position>;

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

export const subscriptionStatus = z.enum([
  'active',
  'pending',
  'pending-renewal',
  'pending-cancellation',
  'cancelled',
  'blocked',
  'archived',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

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
  current_position: position.nullable(),
});
export type Device = z.infer<typeof device>;

/** Realtime messages pushed on /api/socket. */
export const socketMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('positions'), positions: z.array(position) }),
  z.object({ type: z.literal('hello'), user_id: z.number().int() }),
]);
export type SocketMessage = z.infer<typeof socketMessage>;
