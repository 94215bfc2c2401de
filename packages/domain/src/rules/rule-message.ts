import { RULE_EVENT_TYPES, type RuleEventType } from '@lodestar/contracts';

// the spec's event type names (spec 2 §3 Rule) live in the rules contract; the engine reads them from there
export type { RuleEventType };

/**
 * The spec's name of a stored event type ('geofence_enter' -> 'geofence-enter'); null for stored types the
 * rules cannot name (sos, temperature and humidity SLAs), which only tracker conditions can still match.
 */
export function ruleEventTypeOf(storedType: string): RuleEventType | null {
  const name = storedType.replaceAll('_', '-');
  return (RULE_EVENT_TYPES as readonly string[]).includes(name) ? (name as RuleEventType) : null;
}

/** The stored event type of a spec name ('tamper-alert' -> 'tamper_alert'). */
export function storedEventTypeOf(type: RuleEventType): string {
  return type.replaceAll('-', '_');
}

/** What every message says about its tracker. */
interface MessageTracker {
  trackerId: number;
  trackerName: string;
}

/** A fix the server stored. */
export interface RuleFixMessage extends MessageTracker {
  kind: 'fix';
}

/** An event the server stored (its stored type, e.g. 'geofence_enter'); `geofenceId` for geofence events. */
export interface RuleEventMessage extends MessageTracker {
  kind: 'event';
  eventType: string;
  geofenceId?: number | null;
}

/**
 * What a rule is judged on: one stored fix or one stored event of one tracker. Rules run once per message; a fix
 * that enters a geofence is two messages (the fix, then its geofence_enter event).
 */
export type RuleMessage = RuleFixMessage | RuleEventMessage;
