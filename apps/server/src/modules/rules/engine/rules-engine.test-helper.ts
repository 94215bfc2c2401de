import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Rule } from '@lodestar/contracts';
import type { Database } from '../../../db/database.ts';
import { devices, outbox, ruleRuns, rules, timezones } from '../../../db/schema/index.ts';
import { osmandQuery } from '../../../ingest/ingest.test-helper.ts';
import { bearer } from '../../session/sign-in.test-helper.ts';

export interface DemoTracker {
  id: number;
  serial: string;
  name: string;
  modelId: number;
}

/** The account's demo trackers, oldest first (each test takes its own). */
export async function demoTrackers(database: Database, ids: number[]): Promise<DemoTracker[]> {
  return database.db
    .select({ id: devices.id, serial: devices.serial, name: devices.name, modelId: devices.modelId })
    .from(devices)
    .where(inArray(devices.id, ids))
    .orderBy(asc(devices.id));
}

export async function zoneId(database: Database, identifier: string): Promise<number> {
  const [row] = await database.db
    .select({ id: timezones.id })
    .from(timezones)
    .where(eq(timezones.identifier, identifier));
  if (!row) throw new Error(`no time zone ${identifier}`);
  return row.id;
}

/** Creates a rule through the API as the given session; answers it. */
export async function createRule(
  app: FastifyInstance,
  token: string,
  accountId: number,
  body: object,
): Promise<Rule> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/rules-engine',
    headers: bearer(token),
    payload: { account_id: accountId, is_enabled: 1, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Rule;
}

let second = Math.floor(Date.now() / 1000) - 7_200;

/** One OsmAnd report of a tracker (a fresh fix time each call), then waits until the rules have judged it. */
export async function report(
  app: FastifyInstance,
  serial: string,
  at: { lat: number; lng: number },
  params: Record<string, string | number> = {},
) {
  const query = osmandQuery({
    id: serial,
    lat: at.lat,
    lon: at.lng,
    timestamp: ++second,
    accuracy: 5,
    ...params,
  });
  const res = await app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  await app.services.rules.idle();
}

/** A rule's runs, oldest first. */
export function runsOf(database: Database, ruleId: number) {
  return database.db.select().from(ruleRuns).where(eq(ruleRuns.ruleId, ruleId)).orderBy(asc(ruleRuns.id));
}

/** The outbox rows of a run. */
export function deliveriesOf(database: Database, runId: number) {
  return database.db.select().from(outbox).where(eq(outbox.ruleRunId, runId)).orderBy(asc(outbox.id));
}

/**
 * Points a rule's webhook actions at a local receiver. The rules API refuses loopback URLs at save time (it does
 * not read WEBHOOK_ALLOWED_HOSTS yet), so tests save a public URL and then move it here, as an operator's
 * allow-list would permit.
 */
export async function pointWebhooksAt(app: FastifyInstance, rule: Rule, url: string): Promise<void> {
  const actions = rule.actions.map((a) => (a.type === 'send_webhook' ? { ...a, url } : a));
  await app.services.database.db.update(rules).set({ actions }).where(eq(rules.id, rule.id));
  app.services.rules.changed(rule.account_id);
}
