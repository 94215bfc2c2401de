import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_TEXTS, ruleRunsResponse } from '@lodestar/contracts';
import { outbox, ruleRuns } from '../../db/schema/index.ts';
import { caller, createRule, rulesWorld, smallBody, type RulesWorld } from './rules.test-helper.ts';

let w: RulesWorld;
let call: ReturnType<typeof caller>;
let ruleId: number;
let driverTracker: number;
let hiddenTracker: number;

beforeAll(async () => {
  w = await rulesWorld();
  call = caller(w);
  ruleId = (await createRule(w, smallBody(w, 'With runs'))).id;
  driverTracker = w.t.demo.devices.driver[0]!;
  hiddenTracker = w.t.demo.devices.acme.find((id) => !w.t.demo.devices.driver.includes(id))!;
  const db = w.t.database.db;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 12, minutes));
  const runs = await db
    .insert(ruleRuns)
    .values([
      {
        ruleId,
        accountId: w.acme,
        deviceId: driverTracker,
        outcome: 'fired',
        reason: 'low battery',
        createdAt: at(0),
      },
      {
        ruleId,
        accountId: w.acme,
        deviceId: driverTracker,
        outcome: 'throttled',
        reason: 'fired 5 min ago',
        createdAt: at(5),
      },
      {
        ruleId,
        accountId: w.acme,
        deviceId: hiddenTracker,
        outcome: 'failed',
        reason: 'no such command',
        createdAt: at(10),
      },
    ])
    .returning({ id: ruleRuns.id });
  await db.insert(outbox).values([
    { channel: 'mail', payload: {}, status: 'sent', attempts: 1, ruleRunId: runs[0]!.id, sentAt: at(1) },
    {
      channel: 'webhook',
      payload: {},
      status: 'pending',
      attempts: 2,
      lastError: 'HTTP 503',
      ruleRunId: runs[0]!.id,
    },
  ]);
}, 60_000);
afterAll(() => w.t.close());

describe('GET /api/rules-engine/{id}/runs', () => {
  it("answers the runs newest first, with the tracker, the reason and each fired run's deliveries", async () => {
    const res = await call('GET', `/api/rules-engine/${ruleId}/runs`);
    expect(res.statusCode, res.body).toBe(200);
    const page = ruleRunsResponse.parse(res.json());
    expect(page.data.map((r) => r.outcome)).toEqual(['failed', 'throttled', 'fired']);
    expect(page.meta).toMatchObject({ total: 3, current_page: 1 });
    const fired = page.data[2]!;
    expect(fired).toMatchObject({ reason: 'low battery', device_id: driverTracker });
    expect(fired.tracker_name).toBeTruthy();
    expect(fired.deliveries).toMatchObject([
      { channel: 'mail', status: 'sent', attempts: 1, last_error: null },
      { channel: 'webhook', status: 'pending', attempts: 2, last_error: 'HTTP 503', sent_at: null },
    ]);
    expect(page.data[0]!.deliveries).toEqual([]);
  });

  it('pages', async () => {
    const page = ruleRunsResponse.parse(
      (await call('GET', `/api/rules-engine/${ruleId}/runs?per_page=2&page=2`)).json(),
    );
    expect(page.data.map((r) => r.outcome)).toEqual(['fired']);
    expect(page.meta).toMatchObject({ last_page: 2, current_page: 2 });
  });

  it("refuses bad paging, no session and another account's rule", async () => {
    expect((await call('GET', `/api/rules-engine/${ruleId}/runs?page=0`)).statusCode).toBe(422);
    expect((await call('GET', `/api/rules-engine/${ruleId}/runs`, undefined, null)).statusCode).toBe(401);
    const foreign = await call('GET', `/api/rules-engine/${w.otherRule}/runs`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(RULE_TEXTS.notFound);
  });
});

describe('GET /api/rules-engine/trackers', () => {
  it('searches active trackers by name, and names chosen ids whatever their status', async () => {
    const all = await call('GET', `/api/rules-engine/trackers?account_id=${w.acme}`);
    expect(all.statusCode, all.body).toBe(200);
    const trackers = all.json().data as { id: number; name: string }[];
    expect(trackers.length).toBeGreaterThan(0);
    const one = trackers[0]!;
    const found = await call(
      'GET',
      `/api/rules-engine/trackers?account_id=${w.acme}&search=${encodeURIComponent(one.name)}`,
    );
    expect(found.json().data).toContainEqual(one);
    const byIds = await call('GET', `/api/rules-engine/trackers?account_id=${w.acme}&ids=${one.id}`);
    expect(byIds.json().data).toEqual([one]);
  });

  it("never names another account's trackers", async () => {
    const foreign = w.t.demo.devices.rivera[0]!;
    expect(
      (await call('GET', `/api/rules-engine/trackers?account_id=${w.acme}&ids=${foreign}`)).json().data,
    ).toEqual([]);
  });

  it('refuses bad input, no session, another account and an account without the rules engine', async () => {
    expect((await call('GET', `/api/rules-engine/trackers?account_id=${w.acme}&ids=x`)).statusCode).toBe(422);
    expect(
      (await call('GET', `/api/rules-engine/trackers?account_id=${w.acme}`, undefined, null)).statusCode,
    ).toBe(401);
    expect((await call('GET', `/api/rules-engine/trackers?account_id=${w.other}`)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/rules-engine/trackers?account_id=${w.rivera}`, undefined, 'maria')).statusCode,
    ).toBe(403);
  });
});
