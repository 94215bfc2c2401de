import { z } from 'zod';
import { pageMeta } from './envelope.ts';
import {
  RULE_EVENT_TYPES,
  RULE_GEOFENCE_TRIGGERS,
  RULE_MESSAGE_CONTENTS,
  RULE_OPERATORS,
  RULE_RUN_OUTCOMES,
} from './rule-texts.ts';

/**
 * The answers of the rules calls (decision 0050). No transforms here: a response schema must be encodable, so the
 * stored conditions and actions have plain shapes of their own.
 */

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
export const ruleRunsResponse = z.object({ data: z.array(ruleRun), meta: pageMeta });

export const ruleTracker = z.object({ id: z.number().int(), name: z.string() });
export type RuleTracker = z.infer<typeof ruleTracker>;
