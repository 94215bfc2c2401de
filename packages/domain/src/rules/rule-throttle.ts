const HOUR_MS = 3_600_000;

/**
 * The throttle window in milliseconds: at most one firing per rule and tracker within it (spec 2 §3 Rule:
 * throttle_enabled, throttle_hours). The hours field is free text (spec 2 §5): a positive number is used, with
 * fractions ('0.5' is half an hour); anything else, or the throttle off, is no window.
 */
export function throttleWindowMs(
  enabled: boolean | number,
  hours: string | number | null | undefined,
): number {
  if (!enabled) return 0;
  const value =
    typeof hours === 'number'
      ? hours
      : Number(
          String(hours ?? '')
            .trim()
            .replace(',', '.'),
        );
  return Number.isFinite(value) && value > 0 ? Math.round(value * HOUR_MS) : 0;
}

const clock = (time: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    time,
  );

/**
 * Why a matching message did not fire: 'fired at 14:02, next allowed after 15:02 (UTC)', in `timeZone` when it
 * is a known IANA zone (the rule's first action's), else UTC.
 */
export function throttledReason(lastFiredAt: Date, windowMs: number, timeZone?: string | null): string {
  let zone = timeZone || 'UTC';
  try {
    clock(lastFiredAt, zone);
  } catch {
    zone = 'UTC';
  }
  const next = new Date(lastFiredAt.getTime() + windowMs);
  return `fired at ${clock(lastFiredAt, zone)}, next allowed after ${clock(next, zone)} (${zone})`;
}
