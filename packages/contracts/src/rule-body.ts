import { z } from 'zod';
import { recordId } from './envelope.ts';
import {
  RULE_ACTION_TYPES,
  RULE_CONDITION_TYPES,
  RULE_EVENT_TYPES,
  RULE_GEOFENCE_TRIGGERS,
  RULE_LIMITS,
  RULE_MESSAGE_CONTENTS,
  RULE_OPERATORS,
  RULE_TEXTS,
} from './rule-texts.ts';
import { queryIdList } from './tracking-queries.ts';

/** The requests of the rules calls (decision 0050): the rule body with its conditions and actions, the queries. */

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
    // (only on an object whose two throttle fields parsed: a null or array body has its own issue already)
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some(
        (i) => !i.path?.length || i.path[0] === 'throttle_enabled' || i.path[0] === 'throttle_hours',
      ),
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

export const ruleRunsQuery = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int().min(1).optional(),
  per_page: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).optional(),
});

/** GET /api/rules-engine/trackers: the rule builder's tracker search (active trackers), or the names of ids. */
export const ruleTrackerQuery = z.object({
  account_id: z.coerce.number({ error: 'account_id is required' }).pipe(recordId),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  ids: queryIdList.optional(),
});
