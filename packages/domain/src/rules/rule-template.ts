/** The placeholders a rule's e-mail subject and body and its text message may use. */
export const RULE_PLACEHOLDERS = [
  'tracker_name',
  'event',
  'time',
  'latitude',
  'longitude',
  'address',
  'geofence',
] as const;
export type RulePlaceholder = (typeof RULE_PLACEHOLDERS)[number];

/** What the placeholders are filled from; a missing value fills in as an empty string. */
export interface RuleTemplateValues {
  trackerName: string;
  /** The event's description ('Entered geofence Depot'), or 'Position' for a fix. */
  event: string;
  /** When the fix was taken or the event happened. */
  time: Date;
  latitude?: number | null;
  longitude?: number | null;
  address?: string | null;
  geofence?: string | null;
}

/**
 * The time as a reader in `timeZone` (IANA) reads it, with the zone's short name: '2026-11-24 14:02 EST'.
 * An unknown zone falls back to UTC, so a rule with a stale zone still sends its message.
 */
export function ruleTimeText(time: Date, timeZone: string | null | undefined): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    })
      .format(time)
      .replace(',', '');
  try {
    return format(timeZone || 'UTC');
  } catch {
    return format('UTC');
  }
}

const coordinate = (v: number | null | undefined) => (v === null || v === undefined ? '' : v.toFixed(6));

/**
 * Fills `{tracker_name}`, `{event}`, `{time}` (in `timeZone`), `{latitude}`, `{longitude}`, `{address}` and
 * `{geofence}` in a rule's text. Unknown `{words}` are left as written, so a typo shows in the message.
 */
export function fillRuleTemplate(text: string, values: RuleTemplateValues, timeZone?: string | null): string {
  const filled: Record<RulePlaceholder, string> = {
    tracker_name: values.trackerName,
    event: values.event,
    time: ruleTimeText(values.time, timeZone),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    address: values.address ?? '',
    geofence: values.geofence ?? '',
  };
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    name in filled ? filled[name as RulePlaceholder] : whole,
  );
}
