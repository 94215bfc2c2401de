import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rule, ruleListResponse, RULE_TEXTS } from '@lodestar/contracts';
import { caller, createRule, fullBody, rulesWorld, smallBody, type RulesWorld } from './rules.test-helper.ts';

let w: RulesWorld;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  w = await rulesWorld();
  call = caller(w);
}, 60_000);
afterAll(() => w.t.close());

describe('POST /api/rules-engine', () => {
  it('creates a rule with every condition and action type and answers it as the spec shapes it', async () => {
    const created = await createRule(w, fullBody(w, 'Depot watch'));
    expect(created).toMatchObject({
      account_id: w.acme,
      name: 'Depot watch',
      is_enabled: 1,
      throttle_enabled: 1,
      throttle_hours: 2,
    });
    // the first condition has no operator; phone numbers and comma-separated e-mails are normalised
    expect(created.conditions[0]).not.toHaveProperty('operator');
    expect(created.conditions[1]).toMatchObject({ type: 'tracker_name', operator: 'or', value: 'Truck' });
    expect(created.actions[2]).toMatchObject({ phone_number: '+13125550100' });
    expect(created.actions[3]).toMatchObject({ email_addresses: ['ops@acme.test', 'night@acme.test'] });
    expect(created.secret).toMatch(/^whsec_.{40,}/);
  });

  it('drops an operator sent on the first condition and takes booleans for the switches', async () => {
    const body = { ...smallBody(w), is_enabled: false, throttle_enabled: false };
    body.conditions = [{ ...body.conditions[0]!, operator: 'and' } as (typeof body.conditions)[0]];
    const created = await createRule(w, body);
    expect(created.conditions[0]).not.toHaveProperty('operator');
    expect(created).toMatchObject({ is_enabled: 0, throttle_enabled: 0, throttle_hours: null });
  });

  it('gives each rule its own secret', async () => {
    const [a, b] = [await createRule(w, smallBody(w, 'One')), await createRule(w, smallBody(w, 'Two'))];
    expect(a.secret).not.toBe(b.secret);
  });

  it("lets 'all' members create rules, not the devices role", async () => {
    await createRule(w, smallBody(w, 'By dispatch'), 'dispatch');
    const res = await call('POST', '/api/rules-engine', { account_id: w.acme, ...smallBody(w) }, 'driver');
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a session, before reading the body', async () => {
    const res = await call('POST', '/api/rules-engine', { nonsense: true }, null);
    expect(res.statusCode).toBe(401);
  });

  it("refuses another account's account_id and an account without the rules engine", async () => {
    const foreign = await call('POST', '/api/rules-engine', { ...smallBody(w), account_id: w.other });
    expect(foreign.statusCode).toBe(403);
    const off = await call('POST', '/api/rules-engine', { ...smallBody(w), account_id: w.rivera }, 'maria');
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(RULE_TEXTS.flagOff);
  });
});

describe('GET /api/rules-engine?account_id=', () => {
  it('lists the rules newest first with id, name and created_at, paged', async () => {
    await createRule(w, smallBody(w, 'Newest of all'));
    const res = await call('GET', `/api/rules-engine?account_id=${w.acme}&per_page=2`);
    expect(res.statusCode, res.body).toBe(200);
    const page = ruleListResponse.parse(res.json());
    expect(page.data).toHaveLength(2);
    expect(page.data[0]!.name).toBe('Newest of all');
    expect(Object.keys(page.data[0]!).sort()).toEqual(['created_at', 'id', 'name']);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page.meta.total).toBeGreaterThanOrEqual(5);
    const second = ruleListResponse.parse(
      (await call('GET', `/api/rules-engine?account_id=${w.acme}&per_page=2&page=2`)).json(),
    );
    expect(second.data.map((r) => r.id)).not.toContain(page.data[0]!.id);
  });

  it('refuses bad input, no session, another account and an account without the rules engine', async () => {
    expect((await call('GET', '/api/rules-engine')).statusCode).toBe(422);
    expect((await call('GET', '/api/rules-engine?account_id=abc')).statusCode).toBe(422);
    expect((await call('GET', `/api/rules-engine?account_id=${w.acme}`, undefined, null)).statusCode).toBe(
      401,
    );
    const foreign = await call('GET', `/api/rules-engine?account_id=${w.other}`);
    expect(foreign.statusCode).toBe(403);
    expect(JSON.stringify(foreign.json())).not.toContain('Their rule');
    const off = await call('GET', `/api/rules-engine?account_id=${w.rivera}`, undefined, 'maria');
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(RULE_TEXTS.flagOff);
  });
});

describe('GET, PUT and DELETE /api/rules-engine/{id}', () => {
  it('answers one rule, replaces it keeping its secret, and deletes it', async () => {
    const created = await createRule(w, fullBody(w, 'To change'));
    const got = await call('GET', `/api/rules-engine/${created.id}`);
    expect(rule.parse(got.json().data)).toEqual(created);

    const put = await call('PUT', `/api/rules-engine/${created.id}`, {
      ...smallBody(w, 'Changed'),
      is_enabled: 0,
    });
    expect(put.statusCode, put.body).toBe(200);
    const changed = rule.parse(put.json().data);
    expect(changed).toMatchObject({ name: 'Changed', is_enabled: 0, secret: created.secret });
    expect(changed.conditions).toEqual([{ type: 'event_type', types: ['low-battery'] }]);

    const del = await call('DELETE', `/api/rules-engine/${created.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ id: created.id });
    expect((await call('GET', `/api/rules-engine/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/rules-engine/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another account's rule and for ids that are no rule, changing nothing", async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(
        method,
        `/api/rules-engine/${w.otherRule}`,
        method === 'PUT' ? smallBody(w) : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe(RULE_TEXTS.notFound);
    }
    expect((await call('GET', `/api/rules-engine/${w.otherRule}`, undefined, 'other')).json().data.name).toBe(
      'Their rule',
    );
    expect((await call('GET', '/api/rules-engine/abc')).statusCode).toBe(404);
    expect((await call('GET', '/api/rules-engine/99999999')).statusCode).toBe(404);
  });

  it('answers 401 without a session and 422 for a bad replacement', async () => {
    const created = await createRule(w, smallBody(w, 'Guarded'));
    expect((await call('GET', `/api/rules-engine/${created.id}`, undefined, null)).statusCode).toBe(401);
    expect((await call('PUT', `/api/rules-engine/${created.id}`, smallBody(w), null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/rules-engine/${created.id}`, undefined, null)).statusCode).toBe(401);
    const bad = await call('PUT', `/api/rules-engine/${created.id}`, { ...smallBody(w), name: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name).toEqual([RULE_TEXTS.nameRequired]);
  });

  it('lets an internal admin read and change any rules account', async () => {
    const res = await call('GET', `/api/rules-engine/${w.otherRule}`, undefined, 'ops');
    expect(res.statusCode).toBe(200);
  });
});
