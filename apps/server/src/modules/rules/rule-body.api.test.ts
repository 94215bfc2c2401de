import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_TEXTS } from '@lodestar/contracts';
import { caller, fullBody, rulesWorld, smallBody, type RulesWorld } from './rules.test-helper.ts';

let w: RulesWorld;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  w = await rulesWorld();
  call = caller(w);
}, 60_000);
afterAll(() => w.t.close());

/** POSTs the small rule with one part replaced, and answers the 422's field errors. */
async function refused(change: Record<string, unknown>): Promise<Record<string, string[]>> {
  const res = await call('POST', '/api/rules-engine', { account_id: w.acme, ...smallBody(w), ...change });
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().message).toBeTruthy();
  return res.json().errors;
}
const withCondition = (condition: object) => refused({ conditions: [condition] });
const withAction = (action: object) => refused({ actions: [action] });
const email = () => smallBody(w).actions[0]!;

describe('the rule body', () => {
  it('needs a name of at most 100 characters, a condition and an action', async () => {
    expect((await refused({ name: '  ' })).name).toEqual([RULE_TEXTS.nameRequired]);
    expect((await refused({ name: 'x'.repeat(101) })).name).toBeDefined();
    expect((await refused({ conditions: [] })).conditions).toEqual([RULE_TEXTS.conditionRequired]);
    expect((await refused({ actions: [] })).actions).toEqual([RULE_TEXTS.actionRequired]);
  });

  it('takes at most 20 conditions and 10 actions', async () => {
    const condition = smallBody(w).conditions[0]!;
    const conditions = Array.from({ length: 21 }, (_, i) =>
      i ? { ...condition, operator: 'or' } : condition,
    );
    expect((await refused({ conditions })).conditions).toBeDefined();
    expect((await refused({ actions: Array(11).fill(email()) })).actions).toBeDefined();
  });

  it('needs and or or on every condition but the first', async () => {
    const errors = await refused({
      conditions: [
        { type: 'tracker_name', value: 'Truck' },
        { type: 'tracker_name', value: 'Van' },
      ],
    });
    expect(errors['conditions.1.operator']).toEqual([RULE_TEXTS.operatorRequired]);
    expect(
      (
        await refused({
          conditions: [
            { type: 'tracker_name', value: 'a' },
            { type: 'tracker_name', operator: 'xor', value: 'b' },
          ],
        })
      )['conditions.1.operator'],
    ).toBeDefined();
  });

  it('takes throttle hours as a positive number up to 8760 (text too), and needs them when throttling', async () => {
    for (const hours of [0, -1, 8761, 'soon'])
      expect(
        (await refused({ throttle_enabled: 1, throttle_hours: hours })).throttle_hours,
        String(hours),
      ).toEqual([RULE_TEXTS.throttleHours]);
    expect((await refused({ throttle_enabled: true })).throttle_hours).toEqual([RULE_TEXTS.throttleHours]);
    const ok = await call('POST', '/api/rules-engine', {
      account_id: w.acme,
      ...smallBody(w),
      throttle_enabled: '1',
      throttle_hours: ' 0.5 ',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ throttle_enabled: 1, throttle_hours: 0.5 });
  });

  it('takes 1/0 or booleans for the switches, nothing else', async () => {
    expect((await refused({ is_enabled: 'yes' })).is_enabled).toBeDefined();
    expect((await refused({ is_enabled: 2 })).is_enabled).toBeDefined();
  });

  it('refuses an unknown condition or action type', async () => {
    expect((await withCondition({ type: 'speed', value: 90 }))['conditions.0.type']).toBeDefined();
    expect((await withAction({ type: 'send_fax', number: '1' }))['actions.0.type']).toBeDefined();
  });
});

describe('each condition type', () => {
  it('tracker_list: at least one tracker, all of the account', async () => {
    expect((await withCondition({ type: 'tracker_list', values: [] }))['conditions.0.values']).toEqual([
      RULE_TEXTS.trackersRequired,
    ]);
    const foreign = w.t.demo.devices.rivera[0]!;
    const errors = await withCondition({ type: 'tracker_list', values: [w.t.demo.devices.acme[0], foreign] });
    expect(errors['conditions.0.values']).toEqual([`${RULE_TEXTS.foreignTracker}: ${foreign}`]);
  });

  it('tracker_name: a value', async () => {
    expect((await withCondition({ type: 'tracker_name', value: '' }))['conditions.0.value']).toBeDefined();
  });

  it('message_content: position or alarms.disassemble', async () => {
    expect(
      (await withCondition({ type: 'message_content', value: 'alarms.sos' }))['conditions.0.value'],
    ).toBeDefined();
  });

  it("geofence: one of the account's geofences and enter and/or exit", async () => {
    const ours = { type: 'geofence', address: w.acmeGeofence, triggers: ['enter'] };
    expect((await withCondition({ ...ours, triggers: [] }))['conditions.0.triggers']).toEqual([
      RULE_TEXTS.triggerRequired,
    ]);
    expect((await withCondition({ ...ours, triggers: ['inside'] }))['conditions.0.triggers.0']).toBeDefined();
    expect((await withCondition({ ...ours, address: undefined }))['conditions.0.address']).toEqual([
      RULE_TEXTS.geofenceRequired,
    ]);
    expect((await withCondition({ ...ours, address: w.otherGeofence }))['conditions.0.address']).toEqual([
      RULE_TEXTS.foreignGeofence,
    ]);
  });

  it("event_type: one or more of the spec's eight types", async () => {
    expect((await withCondition({ type: 'event_type', types: [] }))['conditions.0.types']).toEqual([
      RULE_TEXTS.eventTypeRequired,
    ]);
    expect(
      (await withCondition({ type: 'event_type', types: ['sos'] }))['conditions.0.types.0'],
    ).toBeDefined();
  });
});

describe('each action type', () => {
  it('send_command_to_tracker: an existing model and one of its commands', async () => {
    const ok = { type: 'send_command_to_tracker', tracker_type: w.model, command: w.command };
    expect((await withAction({ ...ok, tracker_type: 99_999 }))['actions.0.tracker_type']).toEqual([
      RULE_TEXTS.unknownModel,
    ]);
    expect((await withAction({ ...ok, command: w.foreignCommand }))['actions.0.command']).toEqual([
      RULE_TEXTS.unknownCommand,
    ]);
    expect((await withAction({ ...ok, command: undefined }))['actions.0.command']).toEqual([
      RULE_TEXTS.commandRequired,
    ]);
  });

  it('send_webhook: an http or https URL that is not private or local', async () => {
    for (const url of ['ftp://example.com/x', 'not a url', ''])
      expect((await withAction({ type: 'send_webhook', url }))['actions.0.url'], url).toBeDefined();
    for (const url of [
      'http://localhost:8080/x',
      'http://127.0.0.1/x',
      'https://10.1.2.3/',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
      'http://192.168.0.7/',
      // spellings read into the same canonical host before the check
      'http://[::127.0.0.1]/',
      'http://localhost./',
      'https://API.localhost.:8443/x',
      'http://[::ffff:10.0.0.1]/',
      'http://0x7f.1/',
    ])
      expect((await withAction({ type: 'send_webhook', url }))['actions.0.url']?.[0], url).toMatch(
        new RegExp(`^${RULE_TEXTS.privateUrl} \\(.+ is .+\\)$`),
      );
    expect(
      (await withAction({ type: 'send_webhook', url: 'https://user:pw@example.com/' }))['actions.0.url'],
    ).toBeDefined();
  });

  it('send_text_message: a ten-digit phone, a message and a known time zone', async () => {
    const ok = { type: 'send_text_message', phone_number: '3125550100', message: 'Hi', timezone_id: w.zone };
    expect((await withAction({ ...ok, phone_number: '555-0100' }))['actions.0.phone_number']).toEqual([
      RULE_TEXTS.notPhone,
    ]);
    expect((await withAction({ ...ok, message: ' ' }))['actions.0.message']).toEqual([
      RULE_TEXTS.messageRequired,
    ]);
    expect((await withAction({ ...ok, message: 'x'.repeat(5001) }))['actions.0.message']).toBeDefined();
    expect((await withAction({ ...ok, timezone_id: 99_999 }))['actions.0.timezone_id']).toEqual([
      RULE_TEXTS.unknownTimezone,
    ]);
  });

  it('send_email: e-mail addresses (a list or comma-separated), subject, body and time zone', async () => {
    const ok = email();
    expect(
      (await withAction({ ...ok, email_addresses: 'ops@acme.test, nope' }))['actions.0.email_addresses.1'],
    ).toEqual([RULE_TEXTS.notEmail]);
    expect((await withAction({ ...ok, email_addresses: ' , ' }))['actions.0.email_addresses']).toEqual([
      RULE_TEXTS.emailsRequired,
    ]);
    expect((await withAction({ ...ok, subject: '' }))['actions.0.subject']).toEqual([
      RULE_TEXTS.subjectRequired,
    ]);
    expect((await withAction({ ...ok, body: 'x'.repeat(5001) }))['actions.0.body']).toBeDefined();
    expect((await withAction({ ...ok, timezone_id: undefined }))['actions.0.timezone_id']).toEqual([
      RULE_TEXTS.timezoneRequired,
    ]);
  });

  it('PUT checks the same, and a refused body changes nothing', async () => {
    const res = await call('POST', '/api/rules-engine', { account_id: w.acme, ...fullBody(w, 'Kept') });
    const id = res.json().data.id;
    const put = await call('PUT', `/api/rules-engine/${id}`, {
      ...smallBody(w, 'Should not stick'),
      conditions: [{ type: 'geofence', address: w.otherGeofence, triggers: ['exit'] }],
    });
    expect(put.statusCode).toBe(422);
    expect((await call('GET', `/api/rules-engine/${id}`)).json().data.name).toBe('Kept');
  });
});
