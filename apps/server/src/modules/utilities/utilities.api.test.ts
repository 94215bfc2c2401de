import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';
import { UTILITY_ACTIONS } from '@lodestar/contracts';
import { ONLY_INTERNAL_ADMINS } from './utilities.routes.ts';

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signIn(t.app, 'ops@lodestar.test');
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = bearer(ops)) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const minutes = () => ({ account_id: t.demo.accounts.acme, minutes: 30 });

describe('who may use the utilities', () => {
  it('answers 401 without a session, before reading the body', async () => {
    const res = await post('/api/utilities/add-remove-minutes', { nonsense: true }, {});
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/utility-jobs' })).statusCode).toBe(401);
  });

  it('refuses account admins, the devices role and an internal admin while imitating (403)', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    await createUser(t.database, {
      email: 'devices-only@acme.test',
      accountId: t.demo.accounts.acme,
      role: 'devices',
    });
    const devicesRole = await signIn(t.app, 'devices-only@acme.test');
    const imitation = (await post('/api/imitate', { user_id: t.demo.users.maria })).json().data
      .imitation_token as string;
    for (const token of [admin, devicesRole, imitation]) {
      for (const [method, url] of [
        ['POST', '/api/utilities/add-remove-minutes'],
        ['POST', '/api/utilities/reserve-range/dry-run'],
        ['GET', '/api/utility-jobs'],
        ['GET', '/api/utility-jobs/1'],
        ['POST', '/api/utility-jobs/1/cancel'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: bearer(token),
          ...(method === 'POST' && { payload: minutes() }),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe(ONLY_INTERNAL_ADMINS);
      }
    }
  });
});

describe('POST /api/utilities/{action}', () => {
  it('answers 404 for an action that does not exist', async () => {
    for (const url of ['/api/utilities/format-everything', '/api/utilities/format-everything/dry-run']) {
      const res = await post(url, {});
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('There is no such utility action.');
    }
  });

  it('refuses bad input with a message per field, and audits nothing then', async () => {
    const res = await post('/api/utilities/add-remove-minutes', { account_id: 'acme', minutes: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ account_id: expect.any(Array), minutes: ['must not be 0'] });
  });
});

describe('bad input from an internal admin', () => {
  it('answers every malformed body of every action with a 4xx and a message, never a 5xx', async () => {
    const bodies: unknown[] = [
      [],
      'text',
      {},
      { account_id: 1e308, serial: 'a\u0000b', iccid: 12, minutes: 'many', model_id: -1 },
      { serial: 'x'.repeat(10_000), first_iccid: '1', last_iccid: null, subscription_id: 0 },
    ];
    for (const { id } of UTILITY_ACTIONS)
      for (const url of [`/api/utilities/${id}`, `/api/utilities/${id}/dry-run`])
        for (const body of bodies) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...bearer(ops), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json().message).toEqual(expect.any(String));
        }
  });
});

describe('utility jobs', () => {
  it('answers 404 for a job that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/utility-jobs/999999', headers: bearer(ops) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such utility job.');
  });

  it('lists jobs with the paging meta', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/utility-jobs?per_page=5',
      headers: bearer(ops),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ current_page: 1, per_page: 5 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/utility-jobs?per_page=0',
      headers: bearer(ops),
    });
    expect(bad.statusCode).toBe(422);
  });
});
