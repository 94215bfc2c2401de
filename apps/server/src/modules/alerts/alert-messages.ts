import { pathTo } from '@lodestar/contracts';
import type { TrackerEventType } from '@lodestar/contracts';

/** One event as an alert message tells it. */
export interface AlertItem {
  eventId: number;
  eventType: TrackerEventType;
  description: string;
  createdAt: Date;
  deviceId: number;
  deviceName: string;
  shipmentId: number | null;
  geofenceName: string | null;
}

/** Who a message is for: its time zone (IANA) and the product's public address for links. */
export interface AlertAudience {
  zone: string;
  publicUrl: string;
}

/** Digests list this many alerts; the rest are counted and left to Recent Alerts. */
export const DIGEST_LISTED = 100;

/** 'Truck 03 entered Depot': what happened, in a line. */
export function headlineOf(item: AlertItem): string {
  const { deviceName: name } = item;
  switch (item.eventType) {
    case 'geofence_enter':
      return item.geofenceName ? `${name} entered ${item.geofenceName}` : `${name}: ${item.description}`;
    case 'geofence_exit':
      return item.geofenceName ? `${name} left ${item.geofenceName}` : `${name}: ${item.description}`;
    case 'sos':
      return `${name} raised an SOS alarm`;
    case 'tamper_alert':
      return `${name} reported tampering`;
    case 'low_battery':
      return `${name} is low on battery`;
    case 'shipment_begin':
    case 'shipment_end':
    case 'shipment_late':
    case 'shipment_notify':
      return item.description;
    default:
      return `${name}: ${item.description}`;
  }
}

/** 'Nov 24, 2026, 11:25 AM EST' in the recipient's zone (UTC when the zone is unknown). */
export function timeIn(date: Date, zone: string): string {
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(date);
  try {
    return format(zone);
  } catch {
    return format('UTC');
  }
}

/** The tracker's screen, or the shipment's for a shipment event. */
export function linkOf(item: AlertItem, publicUrl: string): { url: string; label: string } {
  const path =
    item.shipmentId !== null
      ? pathTo('ShipmentDetailsView', { id: item.shipmentId })
      : pathTo('DeviceDetailsView', { id: item.deviceId });
  return {
    url: new URL(path, publicUrl).toString(),
    label: item.shipmentId !== null ? 'Open the shipment' : `Open ${item.deviceName}`,
  };
}

export const alertsUrl = (publicUrl: string) => new URL(pathTo('AlertsView'), publicUrl).toString();

/** What one message tells: the first alerts (oldest first, at most DIGEST_LISTED), how many in all, and per tracker. */
export interface AlertList {
  items: AlertItem[];
  total: number;
  /** Alerts per tracker, the most first. */
  trackers: { name: string; n: number }[];
}

/** The list of these alerts (all of them in memory). */
export function listOf(items: readonly AlertItem[]): AlertList {
  const perTracker = new Map<number, { name: string; n: number }>();
  for (const item of items) {
    const entry = perTracker.get(item.deviceId) ?? { name: item.deviceName, n: 0 };
    entry.n += 1;
    perTracker.set(item.deviceId, entry);
  }
  return {
    items: items.slice(0, DIGEST_LISTED),
    total: items.length,
    trackers: [...perTracker.values()].sort((a, b) => b.n - a.n),
  };
}

/** '12 alerts for Truck 03 and 2 other trackers': the tracker with the most alerts is named. */
export function digestTitle(list: AlertList): string {
  const others = list.trackers.length - 1;
  const rest = others <= 0 ? '' : ` and ${others} other tracker${others === 1 ? '' : 's'}`;
  return `${list.total} alerts for ${list.trackers[0]?.name ?? 'your trackers'}${rest}`;
}
