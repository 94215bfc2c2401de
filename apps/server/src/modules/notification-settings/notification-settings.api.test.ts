import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CODES,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_SETTINGS_TEXTS,
  notificationSettingsAnswer,
  SESSION_COOKIE,
  type NotificationSetting,
} from '@lodestar/contracts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, browser, signIn } from '../session/sign-in.test-helper.ts';
import { findNotificationSettings } from './notification-settings.repository.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'dispatch' | 'driver' | 'maria', string>;
let acme: number;
let rivera: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['dispatch', 'dispatch@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
  ] as const) {
    tokens[key] = await signIn(t.app, email);
  }
  ({ acme, rivera } = t.demo.accounts);
}, 30_000);
afterAll(() => t.close());

const url = (accountId: number | string) => `/api/accounts/${accountId}/user-settings`;
const read = (token: string | undefined, accountId: number | string = acme) =>
  t.app.inject({ method: 'GET', url: url(accountId), headers: token ? bearer(token) : {} });
const save = (token: string | undefined, settings: unknown, accountId: number | string = acme) =>
  t.app.inject({
    method: 'POST',
    url: url(accountId),
    headers: token ? bearer(token) : {},
    payload: { settings },
  });
const asMap = (list: NotificationSetting[]) => Object.fromEntries(list.map((s) => [s.code, s.value]));
const settingsOf = async (token: string, accountId = acme) => {
  const res = await read(token, accountId);
  expect(res.statusCode).toBe(200);
  return notificationSettingsAnswer.parse(res.json()).data;
};
const setPhone = (userId: number, phone: string | null) =>
  t.database.db.update(users).set({ phone }).where(eq(users.id, userId));

describe('GET /accounts/{id}/user-settings', () => {
  it('gives an admin of a B2B account every code with its default, financial ones included', async () => {
    const list = await settingsOf(tokens.admin);
    expect(list.map((s) => s.code)).toEqual([...NOTIFICATION_CODES]);
    expect(asMap(list)).toEqual(NOTIFICATION_DEFAULTS);
    expect(asMap(list)).toMatchObject({
      receive_subscription_notifications: true,
      receive_billing_notifications: true,
      notify_via_email: true,
      notify_via_sms: false,
    });
  }, 30_000);

  it('leaves the subscription and billing codes out for other roles and for a consumer account', async () => {
    const financial = ['receive_subscription_notifications', 'receive_billing_notifications'];
    for (const [token, accountId] of [
      [tokens.dispatch, acme],
      [tokens.driver, acme],
      [tokens.maria, rivera],
      [tokens.admin, rivera], // an 'all' member of the consumer account
    ] as const) {
      const codes = (await settingsOf(token, accountId)).map((s) => s.code);
      expect(codes).toHaveLength(NOTIFICATION_CODES.length - 2);
      for (const code of financial) expect(codes).not.toContain(code);
    }
  }, 30_000);

  it('answers 401 without a session and 403 for an account the user is not in', async () => {
    expect((await read(undefined)).statusCode).toBe(401);
    const foreign = await read(tokens.maria, acme);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBeTruthy();
    expect((await read(tokens.admin, 999_999)).statusCode).toBe(403);
    expect((await read(tokens.admin, 'x')).statusCode).toBe(404);
  }, 30_000);
});

describe('POST /accounts/{id}/user-settings', () => {
  it('saves the given codes, keeps the others, and answers the whole list', async () => {
    const res = await save(tokens.dispatch, [
      { code: 'notify_low_charge', value: false },
      { code: 'notify_via_email', value: false },
    ]);
    expect(res.statusCode).toBe(200);
    const saved = asMap(notificationSettingsAnswer.parse(res.json()).data);
    expect(saved).toMatchObject({
      notify_low_charge: false,
      notify_via_email: false,
      notify_geofence_enter_exit: true,
    });
    expect(asMap(await settingsOf(tokens.dispatch))).toEqual(saved);

    const again = await save(tokens.dispatch, [{ code: 'notify_low_charge', value: true }]);
    expect(asMap(notificationSettingsAnswer.parse(again.json()).data)).toMatchObject({
      notify_low_charge: true,
      notify_via_email: false,
    });
  }, 30_000);

  it("keeps each user's settings their own, per account", async () => {
    await save(tokens.admin, [{ code: 'notify_device_alert', value: false }]);
    expect(asMap(await settingsOf(tokens.admin)).notify_device_alert).toBe(false);
    expect(asMap(await settingsOf(tokens.admin, rivera)).notify_device_alert).toBe(true);
    expect(asMap(await settingsOf(tokens.dispatch)).notify_device_alert).toBe(true);

    const found = await findNotificationSettings(t.database.db, acme, [
      t.demo.users.admin,
      t.demo.users.driver,
    ]);
    expect(found.get(t.demo.users.admin)!.notify_device_alert).toBe(false);
    expect(found.get(t.demo.users.driver)).toEqual(NOTIFICATION_DEFAULTS);
  }, 30_000);

  it('lets the devices role set their own settings too', async () => {
    const res = await save(tokens.driver, [{ code: 'notify_geofence_enter_exit', value: false }]);
    expect(res.statusCode).toBe(200);
    expect(asMap(await settingsOf(tokens.driver)).notify_geofence_enter_exit).toBe(false);
  }, 30_000);

  it('lets only an admin of a B2B account change subscription and billing notifications', async () => {
    const ok = await save(tokens.admin, [{ code: 'receive_billing_notifications', value: false }]);
    expect(ok.statusCode).toBe(200);
    expect(asMap(ok.json().data).receive_billing_notifications).toBe(false);

    for (const [token, accountId] of [
      [tokens.dispatch, acme],
      [tokens.driver, acme],
      [tokens.maria, rivera],
    ] as const) {
      const refused = await save(
        token,
        [{ code: 'receive_subscription_notifications', value: false }],
        accountId,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(NOTIFICATION_SETTINGS_TEXTS.financialOnly);
    }
  }, 30_000);

  it('turns text messages on only for a user with a phone number', async () => {
    const { maria } = t.demo.users;
    await setPhone(maria, null);
    const refused = await save(tokens.maria, [{ code: 'notify_via_sms', value: true }], rivera);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'Add a phone number to your profile to receive text messages.',
      errors: { notify_via_sms: ['Add a phone number to your profile to receive text messages.'] },
    });
    expect(asMap(await settingsOf(tokens.maria, rivera)).notify_via_sms).toBe(false);
    // turning it off never needs one
    expect((await save(tokens.maria, [{ code: 'notify_via_sms', value: false }], rivera)).statusCode).toBe(
      200,
    );

    await setPhone(maria, '+15555550123');
    const ok = await save(tokens.maria, [{ code: 'notify_via_sms', value: true }], rivera);
    expect(ok.statusCode).toBe(200);
    expect(asMap(ok.json().data).notify_via_sms).toBe(true);
  }, 30_000);

  it('refuses unknown codes, values that are not booleans and a body without a list, with 422', async () => {
    const unknown = await save(tokens.admin, [{ code: 'notify_everything', value: true }]);
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json())).toContain("unknown notification setting 'notify_everything'");
    for (const value of ['yes', 1, null]) {
      const bad = await save(tokens.admin, [{ code: 'notify_low_charge', value }]);
      expect(bad.statusCode, String(value)).toBe(422);
      expect(JSON.stringify(bad.json())).toContain('must be true or false');
    }
    const noList = await t.app.inject({
      method: 'POST',
      url: url(acme),
      headers: bearer(tokens.admin),
      payload: {},
    });
    expect(noList.statusCode).toBe(422);
    expect(asMap(await settingsOf(tokens.admin)).notify_low_charge).toBe(true);
  }, 30_000);

  it('takes the last value when a code is given twice', async () => {
    const res = await save(tokens.dispatch, [
      { code: 'notify_shipment_begin_end_late', value: true },
      { code: 'notify_shipment_begin_end_late', value: false },
    ]);
    expect(res.statusCode).toBe(200);
    expect(asMap(res.json().data).notify_shipment_begin_end_late).toBe(false);
  }, 30_000);

  it('answers 401 without a session, 403 for another account, and needs the client header with a cookie', async () => {
    expect((await save(undefined, [{ code: 'notify_low_charge', value: false }])).statusCode).toBe(401);
    const foreign = await save(tokens.maria, [{ code: 'notify_low_charge', value: false }], acme);
    expect(foreign.statusCode).toBe(403);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: url(acme),
      headers: browser({ [SESSION_COOKIE]: tokens.admin }, false),
      payload: { settings: [] },
    });
    expect([401, 403]).toContain(noHeader.statusCode);
  }, 30_000);
});
