import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rule, RULE_TEXTS } from '@lodestar/contracts';
import { caller, createRule, fullBody, rulesWorld, smallBody, type RulesWorld } from './rules.test-helper.ts';

// What each role may see of rules (decision 0050, issue 26): admins, 'all' members and internal admins read and
// change them; the devices role gets 403 on every rules call, since a rule names the whole account's trackers,
// e-mail addresses and webhooks and its runs are about any of the account's trackers.

let w: RulesWorld;
let call: ReturnType<typeof caller>;
let ruleId: number;

beforeAll(async () => {
  w = await rulesWorld();
  call = caller(w);
  ruleId = (await createRule(w, fullBody(w, 'Depot watch'))).id;
}, 60_000);
afterAll(() => w.t.close());

describe('the devices role and rules', () => {
  it('is refused the list, a rule, its runs and the tracker search, and learns nothing from the answers', async () => {
    for (const url of [
      `/api/rules-engine?account_id=${w.acme}`,
      `/api/rules-engine/${ruleId}`,
      `/api/rules-engine/${ruleId}/runs`,
      `/api/rules-engine/trackers?account_id=${w.acme}`,
    ]) {
      const res = await call('GET', url, undefined, 'driver');
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: RULE_TEXTS.managersOnly });
    }
  });

  it('is refused every write, and the rule stays as it was', async () => {
    const before = rule.parse((await call('GET', `/api/rules-engine/${ruleId}`)).json().data);
    const post = await call('POST', '/api/rules-engine', { account_id: w.acme, ...smallBody(w) }, 'driver');
    const put = await call('PUT', `/api/rules-engine/${ruleId}`, smallBody(w, 'Taken over'), 'driver');
    const del = await call('DELETE', `/api/rules-engine/${ruleId}`, undefined, 'driver');
    for (const res of [post, put, del]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(RULE_TEXTS.managersOnly);
    }
    const after = rule.parse((await call('GET', `/api/rules-engine/${ruleId}`)).json().data);
    expect(after).toEqual(before);
    const list = await call('GET', `/api/rules-engine?account_id=${w.acme}&search=Small`);
    expect(list.json().data).toEqual([]);
  });

  it("gets 404 for another account's rule, as anyone outside it does", async () => {
    const res = await call('GET', `/api/rules-engine/${w.otherRule}`, undefined, 'driver');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(RULE_TEXTS.notFound);
  });
});

describe('the roles that see rules', () => {
  it("shows an 'all' member and an internal admin the rule with its secret, its runs and the tracker search", async () => {
    for (const who of ['dispatch', 'ops'] as const) {
      const got = await call('GET', `/api/rules-engine/${ruleId}`, undefined, who);
      expect(got.statusCode, who).toBe(200);
      expect(got.json().data.secret, who).toMatch(/^whsec_/);
      expect((await call('GET', `/api/rules-engine/${ruleId}/runs`, undefined, who)).statusCode, who).toBe(200);
      const list = await call('GET', `/api/rules-engine?account_id=${w.acme}`, undefined, who);
      expect(list.json().data.map((r: { id: number }) => r.id), who).toContain(ruleId);
      expect(
        (await call('GET', `/api/rules-engine/trackers?account_id=${w.acme}`, undefined, who)).statusCode,
        who,
      ).toBe(200);
    }
  });

  it('answers 401 without a session before the role is looked at', async () => {
    expect((await call('GET', `/api/rules-engine/${ruleId}`, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/rules-engine?account_id=${w.acme}`, undefined, null)).statusCode).toBe(401);
  });
});
