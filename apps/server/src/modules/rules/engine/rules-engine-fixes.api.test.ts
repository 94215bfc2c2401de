import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, messages, ruleThrottles } from '../../../db/schema/index.ts';
import { bearer, signIn } from '../../session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createRule,
  deliveriesOf,
  demoTrackers,
  report,
  runsOf,
  zoneId,
  type DemoTracker,
} from './rules-engine.test-helper.ts';

let t: TestApp;
let admin: string;
let acme: number;
let chicago: number;
let trackers: DemoTracker[];
let next = 0;
/** A demo tracker of Acme no other test here uses. */
const tracker = () => trackers[next++]!;
/** Empty Kansas farmland, far from the demo geofences. */
const farm = { lat: 38.9, lng: -99.5 };

const position = { type: 'message_content', value: 'position' };
const onlyFor = (...ids: number[]) => [
  { type: 'tracker_list', values: ids },
  { ...position, operator: 'and' },
];
const mailTo = (to: string) => ({
  type: 'send_email',
  email_addresses: [to],
  subject: '{tracker_name} reported',
  body: '{tracker_name} was at {latitude}, {longitude} at {time}.',
  timezone_id: chicago,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
  acme = t.demo.accounts.acme;
  chicago = await zoneId(t.database, 'America/Chicago');
  trackers = await demoTrackers(t.database, t.demo.devices.acme);
}, 60_000);
afterAll(() => t.close());

describe('rules on fixes', () => {
  it('fires a position rule for its trackers only, with a real e-mail whose time is in the action zone', async () => {
    const [a, b] = [tracker(), tracker()];
    const rule = await createRule(t.app, admin, acme, {
      name: 'Where is A',
      conditions: onlyFor(a.id),
      actions: [mailTo('night@acme.test')],
    });
    await report(t.app, b.serial, farm);
    expect(await runsOf(t.database, rule.id)).toEqual([]);
    await report(t.app, a.serial, farm);
    const runs = await runsOf(t.database, rule.id);
    expect(runs.map((r) => [r.outcome, r.deviceId])).toEqual([['fired', a.id]]);
    expect(runs[0]!.positionId).not.toBeNull();
    const [delivery] = await deliveriesOf(t.database, runs[0]!.id);
    expect(delivery).toMatchObject({ channel: 'mail' });

    await t.app.services.outbox.drain();
    const dir = path.join(t.config.DATA_DIR, 'outbox');
    const mails = await Promise.all(
      (await readdir(dir)).map(async (f) => simpleParser(await readFile(path.join(dir, f)))),
    );
    const mail = mails.find((m) => m.subject === `${a.name} reported`);
    expect(mail?.text).toContain(`${a.name} was at 38.900000, -99.500000 at `);
    expect(mail?.text).toMatch(/ C[SD]T\./);
    expect(mail?.html).toContain('Open the rule');
  }, 30_000);

  it('fires a tracker_name rule for trackers whose name contains the text', async () => {
    const a = tracker();
    const rule = await createRule(t.app, admin, acme, {
      name: 'By name',
      conditions: [
        { type: 'tracker_name', value: a.name.toUpperCase() },
        { ...position, operator: 'and' },
      ],
      actions: [
        {
          type: 'send_text_message',
          phone_number: '3125550100',
          message: '{tracker_name} moved',
          timezone_id: chicago,
        },
      ],
    });
    await report(t.app, a.serial, farm);
    const runs = (await runsOf(t.database, rule.id)).filter((r) => r.deviceId === a.id);
    expect(runs.map((r) => r.outcome)).toEqual(['fired']);
    const [sms] = await deliveriesOf(t.database, runs[0]!.id);
    expect(sms).toMatchObject({ channel: 'sms', payload: { to: '+13125550100', text: `${a.name} moved` } });
  }, 30_000);

  it('throttles: once in the window, one throttled run saying when, then fires again after it', async () => {
    const a = tracker();
    const rule = await createRule(t.app, admin, acme, {
      name: 'Hourly',
      throttle_enabled: 1,
      throttle_hours: 1,
      conditions: onlyFor(a.id),
      actions: [mailTo('hourly@acme.test')],
    });
    for (let i = 0; i < 4; i++) await report(t.app, a.serial, farm);
    let runs = await runsOf(t.database, rule.id);
    expect(runs.map((r) => r.outcome)).toEqual(['fired', 'throttled']);
    expect(runs[1]!.reason).toMatch(
      /^fired at \d\d:\d\d, next allowed after \d\d:\d\d \(America\/Chicago\)$/,
    );
    // the window passes (as if an hour went by): the next fix fires again
    await t.database.db
      .update(ruleThrottles)
      .set({ lastFiredAt: new Date(Date.now() - 3_700_000) })
      .where(eq(ruleThrottles.ruleId, rule.id));
    t.app.services.rules.firing.forget();
    await report(t.app, a.serial, farm);
    runs = await runsOf(t.database, rule.id);
    expect(runs.map((r) => r.outcome)).toEqual(['fired', 'throttled', 'fired']);
  }, 30_000);

  it('never fires a disabled rule', async () => {
    const a = tracker();
    const rule = await createRule(t.app, admin, acme, {
      name: 'Off',
      is_enabled: 0,
      conditions: onlyFor(a.id),
      actions: [mailTo('off@acme.test')],
    });
    await report(t.app, a.serial, farm);
    expect(await runsOf(t.database, rule.id)).toEqual([]);
  }, 30_000);

  it('acts for no account whose rules engine was switched off', async () => {
    const a = tracker();
    const rule = await createRule(t.app, admin, acme, {
      name: 'Flag off',
      conditions: onlyFor(a.id),
      actions: [mailTo('flag@acme.test')],
    });
    await t.database.db.update(accounts).set({ hasRulesEngine: false }).where(eq(accounts.id, acme));
    try {
      t.app.services.rules.changed(acme);
      await report(t.app, a.serial, farm);
      expect(await runsOf(t.database, rule.id)).toEqual([]);
    } finally {
      await t.database.db.update(accounts).set({ hasRulesEngine: true }).where(eq(accounts.id, acme));
      t.app.services.rules.changed(acme);
    }
  }, 30_000);

  it('follows a rule change at once: new trackers, then disabled', async () => {
    const [a, b] = [tracker(), tracker()];
    const body = { name: 'Moving target', conditions: onlyFor(a.id), actions: [mailTo('change@acme.test')] };
    const rule = await createRule(t.app, admin, acme, body);
    await report(t.app, a.serial, farm);
    const put = (over: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/rules-engine/${rule.id}`,
        headers: bearer(admin),
        payload: { ...body, ...over },
      });
    expect((await put({ conditions: onlyFor(b.id) })).statusCode).toBe(200);
    await report(t.app, a.serial, farm);
    await report(t.app, b.serial, farm);
    expect((await runsOf(t.database, rule.id)).map((r) => r.deviceId)).toEqual([a.id, b.id]);
    expect((await put({ conditions: onlyFor(b.id), is_enabled: 0 })).statusCode).toBe(200);
    await report(t.app, b.serial, farm);
    expect(await runsOf(t.database, rule.id)).toHaveLength(2);
  }, 30_000);

  it("queues a command for a tracker of the rule's model and skips, with the reason, trackers of another", async () => {
    const a = tracker();
    const other = trackers.slice(next).find((x) => x.modelId !== a.modelId);
    const [command] = await t.app
      .inject({ method: 'GET', url: `/api/commands?model_id=${a.modelId}`, headers: bearer(admin) })
      .then((r) =>
        (
          r.json().data as {
            id: number;
            is_category: boolean;
            has_arguments: boolean;
            is_sent_via_data: boolean;
          }[]
        ).filter((c) => !c.is_category && !c.has_arguments && c.is_sent_via_data),
      );
    expect(command && other, 'the demo has a data command and trackers of two models').toBeTruthy();
    const rule = await createRule(t.app, admin, acme, {
      name: 'Command',
      conditions: onlyFor(a.id, other!.id),
      actions: [{ type: 'send_command_to_tracker', tracker_type: a.modelId, command: command!.id }],
    });
    await report(t.app, a.serial, farm);
    await report(t.app, other!.serial, farm);
    const runs = await runsOf(t.database, rule.id);
    expect(runs.map((r) => [r.deviceId, r.outcome])).toEqual([
      [a.id, 'fired'],
      [other!.id, 'skipped'],
    ]);
    expect(runs[1]!.reason).toBe(
      "send_command_to_tracker: the tracker's model is not the rule's tracker type",
    );
    const dialog = await t.database.db.select().from(messages).where(eq(messages.deviceId, a.id));
    expect(dialog.map((m) => [m.commandId, m.status, m.channel])).toContainEqual([
      command!.id,
      'queued',
      'data',
    ]);
  }, 30_000);
});
