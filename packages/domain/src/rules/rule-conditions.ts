import { ruleEventTypeOf, type RuleEventType, type RuleMessage } from './rule-message.ts';

/** How a condition joins the ones before it; the first condition's operator is ignored. */
export type RuleOperator = 'and' | 'or';

interface Joined {
  operator?: RuleOperator | null;
}

/**
 * The conditions of spec 2 §3 Rule, as the engine reads them (the API's rule body has the same fields; ids may
 * arrive as numbers or numeric strings).
 */
export type RuleCondition = Joined &
  (
    | { type: 'tracker_list'; values: readonly (number | string)[] }
    | { type: 'tracker_name'; value: string }
    | { type: 'message_content'; value: 'position' | 'alarms.disassemble' }
    | { type: 'geofence'; address: number | string; triggers: readonly ('enter' | 'exit')[] }
    | { type: 'event_type'; types: readonly RuleEventType[] }
  );

let lastName = '';
let lastLower = '';
/** The name in lower case; one message meets many rules in a row, so the last answer is kept. */
function lowerName(name: string): string {
  if (name !== lastName) {
    lastName = name;
    lastLower = name.toLowerCase();
  }
  return lastLower;
}

/** One compiled condition: a predicate and which kinds of message it can ever be true for. */
export interface ConditionTest {
  test(message: RuleMessage): boolean;
  fixes: boolean;
  events: boolean;
  /** The trackers a tracker_list condition admits (lets the index file rules under their trackers). */
  trackers?: ReadonlySet<number>;
}

const never: ConditionTest = { test: () => false, fixes: false, events: false };

/**
 * Compiles one condition into a predicate:
 * - tracker_list: the message's tracker is one of `values`;
 * - tracker_name: the tracker's name contains `value`, ignoring case and surrounding spaces (as the rule contract
 *   says: 'Reefer' names every reefer; exact trackers are what tracker_list is for);
 * - message_content 'position': the message is a fix; 'alarms.disassemble': it is a tamper_alert event;
 * - geofence: a geofence_enter or geofence_exit event of geofence `address` whose kind is in `triggers` (no
 *   triggers: both);
 * - event_type: an event whose type (spec spelling) is in `types`.
 */
export function compileCondition(c: RuleCondition): ConditionTest {
  switch (c.type) {
    case 'tracker_list': {
      const ids = new Set(c.values.map(Number).filter(Number.isInteger));
      return { test: (m) => ids.has(m.trackerId), fixes: true, events: true, trackers: ids };
    }
    case 'tracker_name': {
      const name = c.value.trim().toLowerCase();
      if (!name) return never;
      return { test: (m) => lowerName(m.trackerName).includes(name), fixes: true, events: true };
    }
    case 'message_content':
      if (c.value === 'position') return { test: (m) => m.kind === 'fix', fixes: true, events: false };
      if (c.value === 'alarms.disassemble')
        return {
          test: (m) => m.kind === 'event' && m.eventType === 'tamper_alert',
          fixes: false,
          events: true,
        };
      return never;
    case 'geofence': {
      const geofenceId = Number(c.address);
      if (!Number.isInteger(geofenceId)) return never;
      const kinds = new Set(
        c.triggers.length ? c.triggers.map((t) => `geofence_${t}`) : ['geofence_enter', 'geofence_exit'],
      );
      return {
        test: (m) => m.kind === 'event' && m.geofenceId === geofenceId && kinds.has(m.eventType),
        fixes: false,
        events: true,
      };
    }
    case 'event_type': {
      const types = new Set<string>(c.types);
      return {
        test: (m) => {
          if (m.kind !== 'event') return false;
          const type = ruleEventTypeOf(m.eventType);
          return type !== null && types.has(type);
        },
        fixes: false,
        events: true,
      };
    }
    default:
      return never;
  }
}
