import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { rule, type Rule } from '@lodestar/contracts';
import { accounts, commands, geofences, models, rules, timezones } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';

export type Who = 'admin' | 'dispatch' | 'driver' | 'maria' | 'ops' | 'other';

/** The demo plus a second rules account ("Other Business") with a geofence and a rule of its own. */
export interface RulesWorld {
  t: TestApp;
  acme: number;
  rivera: number;
  other: number;
  otherRule: number;
  otherGeofence: number;
  acmeGeofence: number;
  zone: number;
  model: number;
  command: number;
  /** A command of another model only (not sendable to `model`). */
  foreignCommand: number;
  tokens: Record<Who, string>;
}

export async function rulesWorld(env: Record<string, string> = {}): Promise<RulesWorld> {
  const t = await createTestApp(env);
  const db = t.database.db;
  const [o] = await db
    .insert(accounts)
    .values({ title: 'Other Business', isB2bAccount: true, hasRulesEngine: true })
    .returning({ id: accounts.id });
  const other = o!.id;
  await createUser(t.database, { email: 'other@business.test', accountId: other, role: 'admin' });
  const [g] = await db
    .insert(geofences)
    .values({ accountId: other, name: 'Their yard', address: 'Their yard', latitude: 41.8, longitude: -87.6 })
    .returning({ id: geofences.id });
  const [acmeGeofence] = await db
    .select({ id: geofences.id })
    .from(geofences)
    .where(eq(geofences.accountId, t.demo.accounts.acme))
    .limit(1);
  const [zone] = await db.select({ id: timezones.id }).from(timezones).limit(1);
  const [m] = await db.select({ id: models.id }).from(models).limit(1);
  const [cmd] = await db
    .select({ id: commands.id })
    .from(commands)
    .where(and(eq(commands.modelId, m!.id), eq(commands.isCategory, false)))
    .limit(1);
  const foreignCommand = (
    await db
      .select({ id: commands.id, modelId: commands.modelId })
      .from(commands)
      .where(and(isNotNull(commands.modelId), eq(commands.isCategory, false)))
  ).find((c) => c.modelId !== m!.id)?.id;
  expect(cmd && foreignCommand, 'the demo catalogue has commands of two models').toBeTruthy();
  const [r] = await db
    .insert(rules)
    .values({ accountId: other, name: 'Their rule', conditions: [], actions: [], secret: 's' })
    .returning({ id: rules.id });
  const tokens = {} as Record<Who, string>;
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['dispatch', 'dispatch@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
    ['ops', 'ops@lodestar.test'],
    ['other', 'other@business.test'],
  ] as const)
    tokens[key] = await signIn(t.app, email);
  return {
    t,
    acme: t.demo.accounts.acme,
    rivera: t.demo.accounts.rivera,
    other,
    otherRule: r!.id,
    otherGeofence: g!.id,
    acmeGeofence: acmeGeofence!.id,
    zone: zone!.id,
    model: m!.id,
    command: cmd!.id,
    foreignCommand: foreignCommand!,
    tokens,
  };
}

export function caller(w: RulesWorld) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    who: Who | null = 'admin',
  ) =>
    w.t.app.inject({
      method,
      url,
      headers: who ? bearer(w.tokens[who]) : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
}

/** A rule body using every condition and action type, valid for Acme. */
export function fullBody(w: RulesWorld, name = 'Depot watch') {
  const trackers = w.t.demo.devices.acme.slice(0, 2);
  return {
    name,
    is_enabled: 1,
    throttle_enabled: 1,
    throttle_hours: '2',
    conditions: [
      { type: 'tracker_list', values: trackers },
      { type: 'tracker_name', operator: 'or', value: 'Truck' },
      { type: 'message_content', operator: 'and', value: 'alarms.disassemble' },
      { type: 'geofence', operator: 'or', address: w.acmeGeofence, triggers: ['enter', 'exit'] },
      { type: 'event_type', operator: 'and', types: ['geofence-enter', 'tamper-alert'] },
    ],
    actions: [
      { type: 'send_command_to_tracker', tracker_type: w.model, command: w.command },
      { type: 'send_webhook', url: 'https://hooks.example.com/lodestar' },
      { type: 'send_text_message', phone_number: '(312) 555-0100', message: 'Entered', timezone_id: w.zone },
      {
        type: 'send_email',
        email_addresses: 'ops@acme.test, night@acme.test',
        subject: 'Depot',
        body: 'A tracker entered the depot',
        timezone_id: w.zone,
      },
    ],
  };
}

/** A small valid body: one condition, one e-mail action. */
export const smallBody = (w: RulesWorld, name = 'Small rule') => ({
  name,
  is_enabled: true,
  conditions: [{ type: 'event_type', types: ['low-battery'] }],
  actions: [
    {
      type: 'send_email',
      email_addresses: ['ops@acme.test'],
      subject: 'Low',
      body: 'Low battery',
      timezone_id: w.zone,
    },
  ],
});

export async function createRule(w: RulesWorld, body: object, who: Who = 'admin'): Promise<Rule> {
  const res = await caller(w)('POST', '/api/rules-engine', { account_id: w.acme, ...body }, who);
  expect(res.statusCode, res.body).toBe(201);
  return rule.parse(res.json().data);
}
