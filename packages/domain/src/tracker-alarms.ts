import { ALARM_TEXTS, type Position } from '@lodestar/contracts';

/** The part of a position the alarm rule reads. */
export type AlarmPosition = Pick<Position, 'low_battery' | 'charging' | 'sos' | 'overspeed'>;

/**
 * The alarms a position raises, in the spec's order: Low battery, Charging, SOS, Speeding (spec 1 §2.6).
 * A tracker without a position raises none.
 */
export function trackerAlarms(position: AlarmPosition | null | undefined): string[] {
  if (!position) return [];
  const alarms: string[] = [];
  if (position.low_battery) alarms.push(ALARM_TEXTS.lowBattery);
  if (position.charging) alarms.push(ALARM_TEXTS.charging);
  if (position.sos) alarms.push(ALARM_TEXTS.sos);
  if (position.overspeed) alarms.push(ALARM_TEXTS.speeding);
  return alarms;
}

/** The alarms as the Info section shows them: comma-separated, or 'None' (spec 1 §2.6). */
export function alarmsText(position: AlarmPosition | null | undefined): string {
  const alarms = trackerAlarms(position);
  return alarms.length === 0 ? ALARM_TEXTS.none : alarms.join(', ');
}
