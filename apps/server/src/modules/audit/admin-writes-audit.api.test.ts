import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { models } from '../../db/schema/index.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let ops: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signIn(t.app, 'ops@lodestar.test');
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

type Entry = {
  acting_admin: { id: number };
  user: { id: number };
  account_id: number | null;
  path: string | null;
};
const trail = async (): Promise<Entry[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/audit-log?action=request', headers: bearer(ops) })).json()
    .data;

describe("an internal admin's own writes in a customer's account", () => {
  it('are on record with the account and the answer, while reads and the customer’s own writes are not', async () => {
    const acme = t.demo.accounts.acme;
    const [model] = await t.database.db.select({ id: models.id }).from(models).limit(1);
    const add = (token: string, serial: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/accounts/${acme}/devices`,
        headers: bearer(token),
        payload: { serial, name: `Added ${serial}`, model_id: model!.id },
      });
    expect((await add(ops, 'OPSADDED01')).statusCode).toBe(201);
    expect((await add(admin, 'CUSTADDED01')).statusCode).toBe(201);
    await t.app.inject({ method: 'GET', url: `/api/accounts/${acme}/device-list`, headers: bearer(ops) });

    const entries = await trail();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      acting_admin: { id: t.demo.users.ops },
      user: { id: t.demo.users.ops },
      account_id: acme,
      path: `/api/accounts/${acme}/devices`,
      status_code: 201,
    });
  });
});
