import type { FixType } from '@lodestar/contracts';
import { metresToMiles, mpsToMph } from '@lodestar/domain';

/** A distance in metres as miles with one decimal: '12.4 mi' (spec 1 §9: the product speaks miles and mph). */
export function milesText(metres: number): string {
  return `${metresToMiles(metres).toFixed(1)} mi`;
}

/** A stored speed (m/s) in mph, whole: '42 mph'; an unknown speed is a dash. */
export function mphText(mps: number | null | undefined): string {
  return mps == null ? '—' : `${Math.round(mpsToMph(mps))} mph`;
}

/** A length of time: '3 h 05 min', '12 min', '2 d 4 h'; under a minute '0 min'. */
export function durationText(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${String(rest).padStart(2, '0')} min`;
  return `${rest} min`;
}

/** How a fix was obtained, as people name it. */
export const FIX_LABELS: Record<FixType, string> = { gps: 'GPS', wifi: 'Wi-Fi', cell: 'Cell', ble: 'BLE' };

/** A fix's accuracy in metres: '8 m', '1.2 km' for coarse cell fixes; unknown is a dash. */
export function accuracyText(metres: number | null): string {
  if (metres == null) return '—';
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${Math.round(metres)} m`;
}

/** A place as the positions list shows it: its address, else its coordinates. */
export function placeText(address: string | null, [lng, lat]: readonly [number, number]): string {
  return address || `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}
