import { z } from 'zod';
import { pageMeta, recordId } from './envelope.ts';
import { queryIdList } from './tracking-queries.ts';

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

const text = (required: string, max: number = RULE_LIMITS.textMax) =>
  z.string({ error: required }).trim().min(1, required).max(max, `must be at most ${max} characters`);

/** 1/0 as the spec has it, or a boolean; true/false within the server. */
export const ruleFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: 'must be 1 or 0',
  })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const operator = z.enum(RULE_OPERATORS, { error: RULE_TEXTS.operatorRequired }).optional();

export const trackerListCondition = z.object({
  type: z.literal('tracker_list'),
  operator,
  values: z
    .array(recordId, { error: RULE_TEXTS.trackersRequired })
    .min(1, RULE_TEXTS.trackersRequired)
    .max(RULE_LIMITS.trackersMax, `at most ${RULE_LIMITS.trackersMax} trackers`)
    .transform((ids) => [...new Set(ids)]),
});
/** The tracker's name contains value, ignoring case. */
export const trackerNameCondition = z.object({
  type: z.literal('tracker_name'),
  operator,
  value: text(RULE_TEXTS.nameRequired),
});
/** position: every stored fix; alarms.disassemble: a tamper alarm (tamper-alert event). */
export const messageContentCondition = z.object({
  type: z.literal('message_content'),
  operator,
  value: z.enum(RULE_MESSAGE_CONTENTS, { error: 'must be position or alarms.disassemble' }),
});
/** address is the geofence id (the spec's name for it); triggers: entering and/or leaving it. */
export const geofenceCondition = z.object({
  type: z.literal('geofence'),
  operator,
  address: z.number({ error: RULE_TEXTS.geofenceRequired }).pipe(recordId),
  triggers: z
    .array(z.enum(RULE_GEOFENCE_TRIGGERS, { error: 'must be enter or exit' }), {
      error: RULE_TEXTS.triggerRequired,
    })
    .min(1, RULE_TEXTS.triggerRequired)
    .transform((t) => [...new Set(t)]),
});
export const eventTypeCondition = z.object({
  type: z.literal('event_type'),
  operator,
  types: z
    .array(z.enum(RULE_EVENT_TYPES, { error: `must be one of ${RULE_EVENT_TYPES.join(', ')}` }), {
      error: RULE_TEXTS.eventTypeRequired,
    })
    .min(1, RULE_TEXTS.eventTypeRequired)
    .transform((t) => [...new Set(t)]),
});

export const ruleCondition = z.discriminatedUnion(
  'type',
  [
    trackerListCondition,
    trackerNameCondition,
    messageContentCondition,
    geofenceCondition,
    eventTypeCondition,
  ],
  { error: `type must be one of ${RULE_CONDITION_TYPES.join(', ')}` },
);

/** The answer's shapes of the same conditions (no transforms: a response schema must be encodable). */
const operatorOut = z.enum(RULE_OPERATORS).optional();
export const ruleConditionDto = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tracker_list'), operator: operatorOut, values: z.array(z.number().int()) }),
  z.object({ type: z.literal('tracker_name'), operator: operatorOut, value: z.string() }),
  z.object({
    type: z.literal('message_content'),
    operator: operatorOut,
    value: z.enum(RULE_MESSAGE_CONTENTS),
  }),
  z.object({
    type: z.literal('geofence'),
    operator: operatorOut,
    address: z.number().int(),
    triggers: z.array(z.enum(RULE_GEOFENCE_TRIGGERS)),
  }),
  z.object({
    type: z.literal('event_type'),
    operator: operatorOut,
    types: z.array(z.enum(RULE_EVENT_TYPES)),
  }),
]);
export type RuleCondition = z.infer<typeof ruleConditionDto>;

const timezoneId = z.number({ error: RULE_TEXTS.timezoneRequired }).pipe(recordId);

/** Ten digits, as (###) ###-####, +1##########, or digits alone; kept as +1 and ten digits (like shipments). */
export const rulePhoneNumber = z
  .string({ error: RULE_TEXTS.notPhone })
  .trim()
  .refine((v) => /^(\+?1)?\d{10}$/.test(v.replace(/[\s().-]/g, '')), RULE_TEXTS.notPhone)
  .transform((v) => `+1${v.replace(/\D/g, '').slice(-10)}`);

/** A list, or the form's comma-separated text (spec 2 §5). */
export const ruleEmailAddresses = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.email({ error: RULE_TEXTS.notEmail }).max(255, RULE_TEXTS.notEmail), {
      error: RULE_TEXTS.emailsRequired,
    })
    .min(1, RULE_TEXTS.emailsRequired)
    .max(RULE_LIMITS.emailsMax, `at most ${RULE_LIMITS.emailsMax} e-mail addresses`),
);

/** tracker_type is a model id, command a command id of that model (GET /api/commands?model_id=). */
export const sendCommandAction = z.object({
  type: z.literal('send_command_to_tracker'),
  tracker_type: z.number({ error: RULE_TEXTS.modelRequired }).pipe(recordId),
  command: z.number({ error: RULE_TEXTS.commandRequired }).pipe(recordId),
});
export const sendWebhookAction = z.object({
  type: z.literal('send_webhook'),
  url: z
    .string({ error: RULE_TEXTS.urlRequired })
    .trim()
    .min(1, RULE_TEXTS.urlRequired)
    .max(RULE_LIMITS.urlMax, `must be at most ${RULE_LIMITS.urlMax} characters`)
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), RULE_TEXTS.badUrl),
});
export const sendTextMessageAction = z.object({
  type: z.literal('send_text_message'),
  phone_number: rulePhoneNumber,
  message: text(RULE_TEXTS.messageRequired, RULE_LIMITS.bodyMax),
  timezone_id: timezoneId,
});
export const sendEmailAction = z.object({
  type: z.literal('send_email'),
  email_addresses: ruleEmailAddresses,
  subject: text(RULE_TEXTS.subjectRequired, RULE_LIMITS.subjectMax),
  body: text(RULE_TEXTS.bodyRequired, RULE_LIMITS.bodyMax),
  timezone_id: timezoneId,
});

export const ruleAction = z.discriminatedUnion(
  'type',
  [sendCommandAction, sendWebhookAction, sendTextMessageAction, sendEmailAction],
  { error: `type must be one of ${RULE_ACTION_TYPES.join(', ')}` },
);

/** The answer's shapes of the same actions. */
export const ruleActionDto = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('send_command_to_tracker'),
    tracker_type: z.number().int(),
    command: z.number().int(),
  }),
  z.object({ type: z.literal('send_webhook'), url: z.string() }),
  z.object({
    type: z.literal('send_text_message'),
    phone_number: z.string(),
    message: z.string(),
    timezone_id: z.number().int(),
  }),
  z.object({
    type: z.literal('send_email'),
    email_addresses: z.array(z.string()),
    subject: z.string(),
    body: z.string(),
    timezone_id: z.number().int(),
  }),
]);
export type RuleAction = z.infer<typeof ruleActionDto>;

const throttleHours = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v === '' ? null : v),
  z
    .number({ error: RULE_TEXTS.throttleHours })
    .finite(RULE_TEXTS.throttleHours)
    .gt(0, RULE_TEXTS.throttleHours)
    .max(RULE_LIMITS.throttleHoursMax, RULE_TEXTS.throttleHours)
    .nullable()
    .optional(),
);

/** The first condition has no operator (it is dropped); every other one needs and or or. */
const conditionList = z
  .array(ruleCondition, { error: RULE_TEXTS.conditionRequired })
  .min(1, RULE_TEXTS.conditionRequired)
  .max(RULE_LIMITS.conditionsMax, `at most ${RULE_LIMITS.conditionsMax} conditions`)
  .superRefine((list, ctx) =>
    list.forEach((c, i) => {
      if (i > 0 && !c.operator)
        ctx.addIssue({ code: 'custom', path: [i, 'operator'], message: RULE_TEXTS.operatorRequired });
    }),
  )
  .transform((list) =>
    list.map((c, i) => {
      if (i > 0) return c;
      const { operator: _dropped, ...first } = c;
      return first as typeof c;
    }),
  );

/** The body of POST and PUT /api/rules-engine (spec 2 §3 Rule). PUT replaces the whole rule. */
export const ruleBody = z
  .object({
    name: text(RULE_TEXTS.nameRequired, RULE_LIMITS.nameMax),
    is_enabled: ruleFlag.default(true),
    throttle_enabled: ruleFlag.default(false),
    throttle_hours: throttleHours,
    conditions: conditionList,
    actions: z
      .array(ruleAction, { error: RULE_TEXTS.actionRequired })
      .min(1, RULE_TEXTS.actionRequired)
      .max(RULE_LIMITS.actionsMax, `at most ${RULE_LIMITS.actionsMax} actions`),
  })
  .refine((body) => !(body.throttle_enabled && body.throttle_hours == null), {
    path: ['throttle_hours'],
    message: RULE_TEXTS.throttleHours,
    // told together with the other fields' problems, not only once they are fixed
    when: (payload) =>
      !payload.issues.some((i) => i.path?.[0] === 'throttle_enabled' || i.path?.[0] === 'throttle_hours'),
  });
export type RuleBody = z.infer<typeof ruleBody>;
export type RuleBodyInput = z.input<typeof ruleBody>;

/** POST /api/rules-engine: the rule body with the account it belongs to. */
export const createRuleRequest = z.intersection(
  z.object({ account_id: z.number({ error: 'account_id is required' }).pipe(recordId) }),
  ruleBody,
);
export type CreateRuleRequest = z.infer<typeof createRuleRequest>;

/** GET /api/rules-engine?account_id= (spec 2 §7: search by account), paged. */
export const ruleListQuery = z.object({
  account_id: z.coerce.number({ error: 'account_id is required' }).pipe(recordId),
  page: z.coerce.number({ error: 'must be a number' }).int().min(1).optional(),
  per_page: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).optional(),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});
export type RuleListQuery = z.infer<typeof ruleListQuery>;

/** A row of the rule list (spec 2 §3). */
export const ruleListItem = z.object({ id: z.number().int(), name: z.string(), created_at: z.string() });
export type RuleListItem = z.infer<typeof ruleListItem>;
export const ruleListResponse = z.object({ data: z.array(ruleListItem), meta: pageMeta });

/**
 * One rule as answered: flags as 1/0 like the spec, the first condition without an operator, and the secret that
 * signs its webhooks (HMAC-SHA256 of the body, see the webhook integration).
 */
export const rule = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  is_enabled: z.union([z.literal(0), z.literal(1)]),
  throttle_enabled: z.union([z.literal(0), z.literal(1)]),
  throttle_hours: z.number().nullable(),
  conditions: z.array(ruleConditionDto),
  actions: z.array(ruleActionDto),
  secret: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Rule = z.infer<typeof rule>;

/** The delivery (outbox row) of one of a fired run's actions. */
export const ruleRunDelivery = z.object({
  id: z.number().int(),
  channel: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type RuleRunDelivery = z.infer<typeof ruleRunDelivery>;

/** GET /api/rules-engine/{id}/runs: why a rule did or did not act, newest first. */
export const ruleRun = z.object({
  id: z.number().int(),
  rule_id: z.number().int(),
  device_id: z.number().int().nullable(),
  tracker_name: z.string().nullable(),
  event_id: z.number().int().nullable(),
  position_id: z.number().int().nullable(),
  outcome: z.enum(RULE_RUN_OUTCOMES),
  reason: z.string().nullable(),
  created_at: z.string(),
  deliveries: z.array(ruleRunDelivery),
});
export type RuleRun = z.infer<typeof ruleRun>;
export const ruleRunsQuery = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int().min(1).optional(),
  per_page: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).optional(),
});
export const ruleRunsResponse = z.object({ data: z.array(ruleRun), meta: pageMeta });

/** GET /api/rules-engine/trackers: the rule builder's tracker search (active trackers), or the names of ids. */
export const ruleTrackerQuery = z.object({
  account_id: z.coerce.number({ error: 'account_id is required' }).pipe(recordId),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  ids: queryIdList.optional(),
});
export const ruleTracker = z.object({ id: z.number().int(), name: z.string() });
export type RuleTracker = z.infer<typeof ruleTracker>;

/** Spec 2 §9: the search debounce of this area (the rule builder's tracker search), in ms. */
export const RULE_SEARCH_DEBOUNCE_MS = 100;
