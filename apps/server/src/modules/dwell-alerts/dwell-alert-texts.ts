import { TRACKER_EVENT_LABELS } from '@lodestar/contracts';

/** The three dwell alert event types (docs/decisions/0065), as stored in device_events.event_type. */
export const DWELL_EVENT_TYPES = ['dwell_exceeded', 'assets_below_min', 'assets_above_max'] as const;
export type DwellEventType = (typeof DWELL_EVENT_TYPES)[number];

export const isDwellEvent = (type: string): type is DwellEventType =>
  (DWELL_EVENT_TYPES as readonly string[]).includes(type);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** dwell_exceeded: the tracker has been inside longer than the geofence allows. */
export const describeOverstay = (geofence: string, days: number) =>
  `Stayed in ${geofence} longer than the ${plural(days, 'day', 'days')} allowed`;

/** assets_below_min and assets_above_max: the count of trackers inside, against the limit it crossed. */
export function describeAssetCount(kind: 'below' | 'above', geofence: string, inside: number, limit: number) {
  const count = plural(inside, 'tracker', 'trackers');
  return kind === 'below'
    ? `${geofence} has ${count} inside, fewer than its minimum of ${limit}`
    : `${geofence} has ${count} inside, more than its maximum of ${limit}`;
}

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What the contact of an alertable geofence is told: a mail and a text message. */
export interface ContactAlert {
  eventType: DwellEventType;
  geofenceName: string;
  contactName: string | null;
  deviceName: string;
  description: string;
  at: Date;
}

/**
 * The contact is not a user of the product (a yard's manager, a customer), so the message stands on its own:
 * no links into the app, the time in UTC (a geofence has no time zone of its own).
 */
export function contactMessages(a: ContactAlert) {
  const subject = `${a.geofenceName}: ${TRACKER_EVENT_LABELS[a.eventType]}`;
  const what = `${a.deviceName}: ${a.description}.`;
  const greeting = a.contactName ? `Hello ${a.contactName},\n\n` : '';
  const text =
    `${greeting}${what}\nTime: ${utc(a.at)}\n\n` +
    `You receive this message as the contact of ${a.geofenceName}.\n`;
  return { subject, text, sms: `${subject}. ${what} ${utc(a.at)}` };
}
