import { ruleBody, RULE_TEXTS, type Rule } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyAction,
  emptyCondition,
  formErrorsOf,
  newRuleValues,
  ruleValuesOf,
  toRuleBody,
  validateRuleForm,
  type RuleFormValues,
} from './rule-form-values.ts';

/** A form with a geofence condition, a tracker-name condition and an e-mail action. */
function values(): RuleFormValues {
  const v = newRuleValues(7);
  v.name = 'Depot';
  v.conditions = [
    { ...emptyCondition('geofence'), operator: 'or', geofenceId: '3', triggers: ['enter'] },
    { ...emptyCondition('tracker_name'), operator: 'and', trackerName: 'Truck' },
  ];
  v.actions = [
    { ...emptyAction('send_email', '7'), emails: 'ops@acme.test, night@acme.test', subject: 'In', body: 'Entered' },
  ];
  return v;
}

describe('the rule form values', () => {
  it('send the first condition without an operator and the others with theirs, each with its type’s fields only', () => {
    const body = toRuleBody(values());
    expect(body.conditions).toEqual([
      { type: 'geofence', operator: undefined, address: 3, triggers: ['enter'] },
      { type: 'tracker_name', operator: 'and', value: 'Truck' },
    ]);
    expect(ruleBody.parse(body).conditions[0]).not.toHaveProperty('operator');
  });

  it('take comma-separated e-mail addresses, and show a wrong one under the field', () => {
    expect(validateRuleForm(values())).toEqual({});
    expect(ruleBody.parse(toRuleBody(values())).actions[0]).toMatchObject({
      email_addresses: ['ops@acme.test', 'night@acme.test'],
    });
    const bad = values();
    bad.actions[0]!.emails = 'ops@acme.test, not-an-address';
    expect(validateRuleForm(bad)).toEqual({ 'actions.0.emails': RULE_TEXTS.notEmail });
  });

  it('ask for what each chosen type needs, under its own input', () => {
    const v = values();
    v.name = '';
    v.conditions[1] = { ...emptyCondition('tracker_list'), operator: 'or' };
    v.actions[0] = emptyAction('send_command_to_tracker');
    v.throttleEnabled = true;
    expect(validateRuleForm(v)).toEqual({
      name: RULE_TEXTS.nameRequired,
      throttleHours: RULE_TEXTS.throttleHours,
      'conditions.1.trackerIds': RULE_TEXTS.trackersRequired,
      'actions.0.modelId': RULE_TEXTS.modelRequired,
      'actions.0.commandId': RULE_TEXTS.commandRequired,
    });
  });

  it('send no throttle hours while the frequency limit is off', () => {
    const v = values();
    v.throttleHours = 'soon';
    expect(toRuleBody(v).throttle_hours).toBeNull();
    expect(validateRuleForm(v)).toEqual({});
  });

  it('put the server’s field errors under the form’s inputs (a condition’s value by its type)', () => {
    const v = values();
    v.conditions.push({ ...emptyCondition('message_content'), operator: 'or' });
    expect(
      formErrorsOf(
        {
          'conditions.0.address': ['This geofence is not in this account'],
          'conditions.1.value': ['must be at most 100 characters'],
          'conditions.2.value': ['must be position or alarms.disassemble'],
          'actions.0.email_addresses.1': ['not an email'],
          throttle_hours: ['bad'],
        },
        v,
      ),
    ).toEqual({
      'conditions.0.geofenceId': 'This geofence is not in this account',
      'conditions.1.trackerName': 'must be at most 100 characters',
      'conditions.2.messageContent': 'must be position or alarms.disassemble',
      'actions.0.emails': 'not an email',
      throttleHours: 'bad',
    });
  });

  it('read a stored rule back into the same request', () => {
    const rule: Rule = {
      id: 1,
      account_id: 2,
      name: 'Stored',
      is_enabled: 0,
      throttle_enabled: 1,
      throttle_hours: 4,
      conditions: [
        { type: 'tracker_list', values: [5, 6] },
        { type: 'event_type', operator: 'or', types: ['low-battery', 'tamper-alert'] },
      ],
      actions: [
        { type: 'send_command_to_tracker', tracker_type: 1, command: 9 },
        { type: 'send_webhook', url: 'https://hooks.example.com/x' },
        { type: 'send_text_message', phone_number: '+13125550100', message: 'Hi', timezone_id: 7 },
      ],
      secret: 'whsec_x',
      created_at: '2026-11-24T12:00:00Z',
      updated_at: '2026-11-24T12:00:00Z',
    };
    const body = ruleBody.parse(toRuleBody(ruleValuesOf(rule)));
    expect(body).toEqual({
      name: 'Stored',
      is_enabled: false,
      throttle_enabled: true,
      throttle_hours: 4,
      conditions: rule.conditions.map((c) => ({ ...c, operator: 'operator' in c ? c.operator : undefined })),
      actions: rule.actions,
    });
  });
});
