import { afterAll, beforeAll, expect, it } from 'vitest';
import { caller, rulesWorld, smallBody, type RulesWorld } from './rules.test-helper.ts';

let w: RulesWorld;

beforeAll(async () => {
  w = await rulesWorld({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
}, 60_000);
afterAll(() => w.t.close());

it('takes a private webhook target the operator allows (WEBHOOK_ALLOWED_HOSTS), and still refuses the others', async () => {
  const post = (url: string) =>
    caller(w)('POST', '/api/rules-engine', {
      account_id: w.acme,
      ...smallBody(w),
      actions: [{ type: 'send_webhook', url }],
    });
  const allowed = await post('http://127.0.0.1:9999/hook');
  expect(allowed.statusCode, allowed.body).toBe(201);
  expect(allowed.json().data.actions).toEqual([{ type: 'send_webhook', url: 'http://127.0.0.1:9999/hook' }]);
  expect((await post('http://10.0.0.1/hook')).statusCode).toBe(422);
});
