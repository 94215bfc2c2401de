/**
 * Rules of the rules engine (spec 2 §2 Rules, §3 Rule, §5, §7; docs/decisions/0050). A rule is a list of
 * conditions joined by and/or (the first has no operator; `and` binds tighter than `or`), a list of actions, an
 * on/off switch and an optional throttle: at most one firing per rule and tracker in throttle_hours.
 */

/** Limits of one rule (decision 0050). */
export const RULE_LIMITS = {
  nameMax: 100,
  conditionsMax: 20,
  actionsMax: 10,
  bodyMax: 5_000,
  subjectMax: 255,
  throttleHoursMax: 8_760,
  trackersMax: 500,
  emailsMax: 20,
  urlMax: 2_000,
  textMax: 100,
} as const;

/** Spec 2 §3: the event types a rule can wait for. */
export const RULE_EVENT_TYPES = [
  'geofence-enter',
  'geofence-exit',
  'low-battery',
  'tamper-alert',
  'shipment-begin',
  'shipment-end',
  'shipment-late',
  'shipment-notify',
  // not in spec 2 §3's list: the dwell alerts its geofence fields call for (docs/decisions/0065)
  'dwell-exceeded',
  'assets-below-min',
  'assets-above-max',
] as const;
export type RuleEventType = (typeof RULE_EVENT_TYPES)[number];

/** The stored tracker event type (device_events.event_type) of each rule event type. */
export const RULE_EVENT_TYPE_TO_DEVICE_EVENT: Record<RuleEventType, string> = {
  'geofence-enter': 'geofence_enter',
  'geofence-exit': 'geofence_exit',
  'low-battery': 'low_battery',
  'tamper-alert': 'tamper_alert',
  'shipment-begin': 'shipment_begin',
  'shipment-end': 'shipment_end',
  'shipment-late': 'shipment_late',
  'shipment-notify': 'shipment_notify',
  'dwell-exceeded': 'dwell_exceeded',
  'assets-below-min': 'assets_below_min',
  'assets-above-max': 'assets_above_max',
};

/** message_content values: any stored fix, or a tamper (disassembly) alarm. */
export const RULE_MESSAGE_CONTENTS = ['position', 'alarms.disassemble'] as const;
export const RULE_GEOFENCE_TRIGGERS = ['enter', 'exit'] as const;
export const RULE_OPERATORS = ['and', 'or'] as const;
export const RULE_CONDITION_TYPES = [
  'tracker_list',
  'tracker_name',
  'message_content',
  'geofence',
  'event_type',
] as const;
export const RULE_ACTION_TYPES = [
  'send_command_to_tracker',
  'send_webhook',
  'send_text_message',
  'send_email',
] as const;
export type RuleConditionType = (typeof RULE_CONDITION_TYPES)[number];
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];

/** What a rule run came to (rule_runs.outcome). */
export const RULE_RUN_OUTCOMES = ['fired', 'throttled', 'failed', 'skipped'] as const;
export type RuleRunOutcome = (typeof RULE_RUN_OUTCOMES)[number];

/** Texts of the rule calls and screens (spec 2 §2, §8). */
export const RULE_TEXTS = {
  flagOff: 'Rules are not enabled for this account.',
  notFound: 'Rule not found.',
  /** The devices role sees no rules (decision 0050, issue 26): they name the whole account's trackers and contacts. */
  managersOnly: 'Only account administrators can see and change rules.',
  nameRequired: 'Name is required',
  conditionRequired: 'Add at least one condition',
  actionRequired: 'Add at least one action',
  operatorRequired: 'Choose and or or',
  throttleHours: `Throttle hours must be a number greater than 0 and at most ${RULE_LIMITS.throttleHoursMax}`,
  trackersRequired: 'Choose at least one tracker',
  foreignTracker: 'These trackers are not in this account',
  geofenceRequired: 'Choose a geofence',
  foreignGeofence: 'This geofence is not in this account',
  triggerRequired: 'Choose enter, exit or both',
  eventTypeRequired: 'Choose at least one event type',
  modelRequired: 'Choose a tracker type',
  commandRequired: 'Choose a command',
  unknownModel: 'This tracker type does not exist',
  unknownCommand: 'This command is not available for this tracker type',
  urlRequired: 'URL is required',
  badUrl: 'Enter an http or https URL',
  privateUrl: 'This URL points to a private or local address',
  notPhone: 'not valid phone',
  messageRequired: 'Message is required',
  timezoneRequired: 'Choose a time zone',
  unknownTimezone: 'This time zone does not exist',
  emailsRequired: 'Enter at least one e-mail address',
  notEmail: 'not an email',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Body is required',
  saved: (name: string) => `Rule "${name}" has been saved successfully`,
  deleted: (name: string) => `Rule "${name}" has been deleted`,
  failed: 'An error occurred',
  createTitle: 'Create New Rule',
  editTitle: 'Edit Rule',
  listTitle: 'Rules',
  noRules: 'No rules have been created',
  noRuns: 'This rule has not run yet',
} as const;

/** Spec 2 §9: the search debounce of this area (the rule builder's tracker search), in ms. */
export const RULE_SEARCH_DEBOUNCE_MS = 100;
