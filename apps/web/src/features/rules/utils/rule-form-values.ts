import {
  ruleBody,
  type Rule,
  type RuleActionType,
  type RuleBodyInput,
  type RuleConditionType,
} from '@lodestar/contracts';

/**
 * The rule form's values. Each condition and action row keeps the inputs of every type, so switching a row's type
 * and back keeps what was typed; only the chosen type's inputs go into the request (toRuleBody).
 */
export interface ConditionValues {
  key: string;
  type: RuleConditionType;
  operator: 'and' | 'or';
  trackerIds: string[];
  trackerName: string;
  messageContent: 'position' | 'alarms.disassemble';
  geofenceId: string | null;
  triggers: string[];
  eventTypes: string[];
}

export interface ActionValues {
  key: string;
  type: RuleActionType;
  modelId: string | null;
  commandId: string | null;
  url: string;
  phone: string;
  message: string;
  emails: string;
  subject: string;
  body: string;
  timezoneId: string | null;
}

export interface RuleFormValues {
  name: string;
  isEnabled: boolean;
  throttleEnabled: boolean;
  throttleHours: string;
  conditions: ConditionValues[];
  actions: ActionValues[];
}

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

export function emptyCondition(type: RuleConditionType = 'geofence'): ConditionValues {
  return {
    key: newKey(),
    type,
    operator: 'and',
    trackerIds: [],
    trackerName: '',
    messageContent: 'position',
    geofenceId: null,
    triggers: ['enter'],
    eventTypes: [],
  };
}

export function emptyAction(
  type: RuleActionType = 'send_email',
  timezoneId: string | null = null,
): ActionValues {
  return {
    key: newKey(),
    type,
    modelId: null,
    commandId: null,
    url: '',
    phone: '',
    message: '',
    emails: '',
    subject: '',
    body: '',
    timezoneId,
  };
}

/** A new rule: enabled, no throttle, one condition and one e-mail action in the user's time zone. */
export function newRuleValues(timezoneId: number | null): RuleFormValues {
  const zone = timezoneId === null ? null : String(timezoneId);
  return {
    name: '',
    isEnabled: true,
    throttleEnabled: false,
    throttleHours: '',
    conditions: [emptyCondition()],
    actions: [emptyAction('send_email', zone)],
  };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? null : String(n));

/** The form's values of a stored rule. */
export function ruleValuesOf(rule: Rule): RuleFormValues {
  return {
    name: rule.name,
    isEnabled: rule.is_enabled === 1,
    throttleEnabled: rule.throttle_enabled === 1,
    throttleHours: rule.throttle_hours === null ? '' : String(rule.throttle_hours),
    conditions: rule.conditions.map((c) => {
      const row = { ...emptyCondition(c.type), operator: c.operator ?? 'and' };
      if (c.type === 'tracker_list') row.trackerIds = c.values.map(String);
      if (c.type === 'tracker_name') row.trackerName = c.value;
      if (c.type === 'message_content') row.messageContent = c.value;
      if (c.type === 'geofence') Object.assign(row, { geofenceId: String(c.address), triggers: c.triggers });
      if (c.type === 'event_type') row.eventTypes = c.types;
      return row;
    }),
    actions: rule.actions.map((a) => {
      const row = emptyAction(a.type);
      if (a.type === 'send_command_to_tracker')
        Object.assign(row, { modelId: text(a.tracker_type), commandId: text(a.command) });
      if (a.type === 'send_webhook') row.url = a.url;
      if (a.type === 'send_text_message')
        Object.assign(row, { phone: a.phone_number, message: a.message, timezoneId: text(a.timezone_id) });
      if (a.type === 'send_email')
        Object.assign(row, {
          emails: a.email_addresses.join(', '),
          subject: a.subject,
          body: a.body,
          timezoneId: text(a.timezone_id),
        });
      return row;
    }),
  };
}

const id = (value: string | null) => (value ? Number(value) : undefined);

/** The request body of the form: each row with its type's fields only; the first condition without operator. */
export function toRuleBody(v: RuleFormValues): RuleBodyInput {
  return {
    name: v.name,
    is_enabled: v.isEnabled ? 1 : 0,
    throttle_enabled: v.throttleEnabled ? 1 : 0,
    throttle_hours: v.throttleEnabled ? v.throttleHours : null,
    conditions: v.conditions.map((c, i) => {
      const operator = i === 0 ? undefined : c.operator;
      switch (c.type) {
        case 'tracker_list':
          return { type: c.type, operator, values: c.trackerIds.map(Number) };
        case 'tracker_name':
          return { type: c.type, operator, value: c.trackerName };
        case 'message_content':
          return { type: c.type, operator, value: c.messageContent };
        case 'geofence':
          return {
            type: c.type,
            operator,
            address: id(c.geofenceId)!,
            triggers: c.triggers as ('enter' | 'exit')[],
          };
        case 'event_type':
          return { type: c.type, operator, types: c.eventTypes as never };
      }
    }),
    actions: v.actions.map((a) => {
      switch (a.type) {
        case 'send_command_to_tracker':
          return { type: a.type, tracker_type: id(a.modelId)!, command: id(a.commandId)! };
        case 'send_webhook':
          return { type: a.type, url: a.url };
        case 'send_text_message':
          return { type: a.type, phone_number: a.phone, message: a.message, timezone_id: id(a.timezoneId)! };
        case 'send_email':
          // the field takes comma-separated addresses (spec 2 §5); the contract splits them
          return {
            type: a.type,
            email_addresses: a.emails,
            subject: a.subject,
            body: a.body,
            timezone_id: id(a.timezoneId)!,
          };
      }
    }),
  };
}

const CONDITION_FIELDS: Record<string, string> = {
  values: 'trackerIds',
  address: 'geofenceId',
  triggers: 'triggers',
  types: 'eventTypes',
  operator: 'operator',
  type: 'type',
};
const ACTION_FIELDS: Record<string, string> = {
  tracker_type: 'modelId',
  command: 'commandId',
  url: 'url',
  phone_number: 'phone',
  message: 'message',
  email_addresses: 'emails',
  subject: 'subject',
  body: 'body',
  timezone_id: 'timezoneId',
  type: 'type',
};
const TOP_FIELDS: Record<string, string> = {
  name: 'name',
  throttle_hours: 'throttleHours',
  is_enabled: 'isEnabled',
  throttle_enabled: 'throttleEnabled',
  conditions: 'conditions',
  actions: 'actions',
};

/**
 * The form field of an API field ('conditions.1.values' -> 'conditions.1.trackerIds'; a condition's `value` is
 * the tracker name or the message content by the row's type), so the server's and the contract's messages show
 * under the right input.
 */
export function formFieldOf(apiField: string, values: RuleFormValues): string {
  const [list, index, field] = apiField.split('.');
  if (list === 'conditions' && index !== undefined && field !== undefined) {
    const row = values.conditions[Number(index)];
    const name =
      field === 'value'
        ? row?.type === 'tracker_name'
          ? 'trackerName'
          : 'messageContent'
        : CONDITION_FIELDS[field];
    return `conditions.${index}.${name ?? field}`;
  }
  if (list === 'actions' && index !== undefined && field !== undefined)
    return `actions.${index}.${ACTION_FIELDS[field] ?? field}`;
  return TOP_FIELDS[list!] ?? list!;
}

/** API field errors as the form's errors, the first message of each field. */
export function formErrorsOf(
  errors: Record<string, string[]>,
  values: RuleFormValues,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const name = formFieldOf(field, values);
    if (messages[0]) result[name] ??= messages[0];
  }
  return result;
}

/** The form's validation: the contract's own checks of the request body, shown under the fields. */
export function validateRuleForm(values: RuleFormValues): Record<string, string> {
  const parsed = ruleBody.safeParse(toRuleBody(values));
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return formErrorsOf(errors, values);
}
