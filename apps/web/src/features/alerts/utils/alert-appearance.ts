import type { TrackerEventType } from '@lodestar/contracts';

/** How an alert of a type looks in Recent Alerts: a colour (Mantine palette) and a one-character mark. */
export interface AlertAppearance {
  color: string;
  mark: string;
}

/** Alarms someone must act on are red; readings outside their SLA orange; movement blue; shipments teal. */
export const ALERT_APPEARANCE: Record<TrackerEventType, AlertAppearance> = {
  sos: { color: 'red', mark: '!' },
  tamper_alert: { color: 'red', mark: '⚠' },
  low_battery: { color: 'yellow', mark: '▯' },
  temperature_high: { color: 'orange', mark: '↑' },
  temperature_low: { color: 'orange', mark: '↓' },
  humidity_high: { color: 'orange', mark: '↑' },
  humidity_low: { color: 'orange', mark: '↓' },
  geofence_enter: { color: 'blue', mark: '→' },
  geofence_exit: { color: 'blue', mark: '←' },
  shipment_begin: { color: 'teal', mark: '▸' },
  shipment_end: { color: 'teal', mark: '■' },
  shipment_late: { color: 'red', mark: '!' },
  shipment_notify: { color: 'teal', mark: '•' },
  // dwell alerts: a place holding assets too long, or too few or too many of them
  dwell_exceeded: { color: 'grape', mark: '⧗' },
  assets_below_min: { color: 'grape', mark: '↓' },
  assets_above_max: { color: 'grape', mark: '↑' },
};
