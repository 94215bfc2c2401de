import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS, type SandboxCardToken } from '@lodestar/contracts';
import {
  paymentMethods,
  paymentSetups,
  sandboxPaymentMethods,
  subscriptions,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { confirmSetup, sandboxCard } from './billing.test-helper.ts';

let t: TestApp;
let acme: number;
let rivera: number;
const tokens: Record<'admin' | 'dispatch' | 'driver' | 'maria', string> = {} as never;
beforeAll(async () => {
  t = await createTestApp();
  acme = t.demo.accounts.acme;
  rivera = t.demo.accounts.rivera;
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['dispatch', 'dispatch@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
  ] as const)
    tokens[key] = await signIn(t.app, email);
}, 60_000);
afterAll(() => t.close());

type Who = keyof typeof tokens | null;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(tokens[who]) : {},
    ...(payload && { payload }),
  });

type Method = { id: number; brand: string; last4: string; default: boolean; expired: boolean };
const list = async (account: number, who: Who = 'admin') =>
  (await call('GET', `/accounts/${account}/payment-methods`, who)).json().data as Method[];

/** Adds a card as the Payment tab does: setup intent, the sandbox form, then the refresh on return. */
async function addCard(account: number, who: Who, card: SandboxCardToken = sandboxCard()) {
  const setup = await call('POST', `/accounts/${account}/payment-methods`, who);
  expect(setup.statusCode, setup.body).toBe(201);
  const { id, client_secret } = setup.json().data as { id: string; client_secret: string };
  expect((await confirmSetup(t.app, { id, client_secret }, card)).statusCode).toBe(200);
  return { setupId: id, refresh: await call('POST', `/setup-intents/${id}/refresh`, who) };
}

/** A card saved earlier whose expiry has passed (the sandbox would refuse to set one up now). */
async function insertExpiredCard(accountId: number) {
  const [row] = await t.database.db
    .insert(paymentMethods)
    .values({
      accountId,
      provider: 'sandbox',
      providerMethodId: `pm_expired_${accountId}_${Date.now()}`,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 1,
      expYear: 2020,
    })
    .returning();
  return row!;
}

describe('GET /api/payment-config', () => {
  it('names the provider for the card form, without a session', async () => {
    const res = await call('GET', '/payment-config', null);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ provider: 'sandbox', publishable_key: null });
  });
});

describe('adding a card (POST payment-methods, then the setup refresh)', () => {
  it('saves the first card as the default, the next one not, each once', async () => {
    expect(await list(rivera, 'maria')).toEqual([]);
    const setup = await call('POST', `/accounts/${rivera}/payment-methods`, 'maria');
    expect(setup.json().data).toMatchObject({ provider: 'sandbox', client_secret: expect.any(String) });
    const [recorded] = await t.database.db
      .select()
      .from(paymentSetups)
      .where(eq(paymentSetups.intentId, setup.json().data.id));
    expect(recorded).toMatchObject({ accountId: rivera, provider: 'sandbox' });

    const first = await addCard(rivera, 'maria');
    expect(first.refresh.statusCode, first.refresh.body).toBe(200);
    expect(first.refresh.json().data).toMatchObject({
      brand: 'visa',
      last4: '4242',
      default: true,
      expired: false,
    });
    // the sandbox's event saved it already; the refresh (and a second refresh) found it: one row
    expect((await call('POST', `/setup-intents/${first.setupId}/refresh`, 'maria')).statusCode).toBe(200);
    const second = await addCard(rivera, 'maria', { ...sandboxCard(), brand: 'amex', last4: '0005' });
    expect(second.refresh.json().data).toMatchObject({ last4: '0005', default: false });
    const methods = await list(rivera, 'maria');
    expect(methods.map((m) => [m.last4, m.default])).toEqual([
      ['4242', true],
      ['0005', false],
    ]);
  });

  it("answers the provider's reason when the card was refused, and saves nothing", async () => {
    const before = (await list(rivera, 'maria')).length;
    const { refresh } = await addCard(rivera, 'maria', sandboxCard('succeeds', { month: 1, year: 2021 }));
    expect(refresh.statusCode).toBe(422);
    expect(refresh.json().message).toBe('Your card has expired.');
    expect(await list(rivera, 'maria')).toHaveLength(before);
  });

  it("refuses other roles, other accounts' setups and no session", async () => {
    const { setupId } = await addCard(acme, 'admin');
    expect((await call('POST', `/setup-intents/${setupId}/refresh`, 'maria')).statusCode).toBe(404);
    const byAll = await call('POST', `/setup-intents/${setupId}/refresh`, 'dispatch');
    expect(byAll.statusCode).toBe(403);
    expect(byAll.json().message).toBe(PAYMENT_TEXTS.adminsOnly);
    expect((await call('POST', `/setup-intents/${setupId}/refresh`, 'driver')).statusCode).toBe(403);
    expect((await call('POST', `/setup-intents/${setupId}/refresh`, null)).statusCode).toBe(401);
    expect((await call('POST', '/setup-intents/seti_unknown/refresh', 'admin')).statusCode).toBe(404);
    expect((await call('POST', `/setup-intents/${'x'.repeat(100)}/refresh`, 'admin')).statusCode).toBe(404);
    expect((await call('POST', '/setup-intents/seti%20x/refresh', 'admin')).statusCode).toBe(404);
    for (const who of ['dispatch', 'driver'] as const) {
      const res = await call('POST', `/accounts/${acme}/payment-methods`, who);
      expect(res.statusCode).toBe(403);
      expect((await call('GET', `/accounts/${acme}/payment-methods`, who)).statusCode).toBe(403);
    }
    expect((await call('GET', `/accounts/${acme}/payment-methods`, 'driver')).json().message).toBe(
      'Billing is for account administrators',
    );
    expect((await call('GET', `/accounts/${acme}/payment-methods`, 'maria')).statusCode).toBe(403);
    expect((await call('GET', `/accounts/${acme}/payment-methods`, null)).statusCode).toBe(401);
    expect((await call('POST', `/accounts/${acme}/payment-methods`, null)).statusCode).toBe(401);
  });
});

describe('PUT /api/accounts/{id}/payment-methods/{id} (default)', () => {
  it('moves the default, refuses an expired card and switching the default off', async () => {
    const methods = await list(rivera, 'maria');
    const other = methods.find((m) => !m.default)!;
    const res = await call('PUT', `/accounts/${rivera}/payment-methods/${other.id}`, 'maria', {
      default: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: other.id, default: true });
    expect((await list(rivera, 'maria')).filter((m) => m.default).map((m) => m.id)).toEqual([other.id]);
    // an empty body means the same
    const back = methods.find((m) => m.default)!;
    expect(
      (await call('PUT', `/accounts/${rivera}/payment-methods/${back.id}`, 'maria')).json().data.default,
    ).toBe(true);

    const expired = await insertExpiredCard(rivera);
    expect((await list(rivera, 'maria')).find((m) => m.id === expired.id)).toMatchObject({ expired: true });
    const refused = await call('PUT', `/accounts/${rivera}/payment-methods/${expired.id}`, 'maria', {
      default: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('An expired card cannot be set as default');
    const off = await call('PUT', `/accounts/${rivera}/payment-methods/${back.id}`, 'maria', {
      default: false,
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe(PAYMENT_TEXTS.keepOneDefault);
    const bad = await call('PUT', `/accounts/${rivera}/payment-methods/${back.id}`, 'maria', {
      default: 'yes',
    });
    expect(bad.statusCode).toBe(422);
  });

  it("answers 404 for another account's method and unknown ids, 403 by role, 401 signed out", async () => {
    const riveraMethod = (await list(rivera, 'maria'))[0]!;
    expect(
      (await call('PUT', `/accounts/${acme}/payment-methods/${riveraMethod.id}`, 'admin')).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/accounts/${acme}/payment-methods/abc`, 'admin')).statusCode).toBe(404);
    expect((await call('PUT', `/accounts/${acme}/payment-methods/99999999999`, 'admin')).statusCode).toBe(
      404,
    );
    const acmeMethod = (await list(acme))[0]!;
    expect(
      (await call('PUT', `/accounts/${acme}/payment-methods/${acmeMethod.id}`, 'dispatch')).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/accounts/${acme}/payment-methods/${acmeMethod.id}`, 'driver')).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/accounts/${acme}/payment-methods/${acmeMethod.id}`, null)).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/accounts/{id}/payment-methods/{id}', () => {
  it('detaches the card at the provider; deleting the default makes the newest unexpired one default', async () => {
    const { refresh } = await addCard(rivera, 'maria', {
      ...sandboxCard(),
      brand: 'discover',
      last4: '1117',
    });
    const newest = refresh.json().data as Method;
    const current = (await list(rivera, 'maria')).find((m) => m.default)!;
    const [row] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, current.id));
    const res = await call('DELETE', `/accounts/${rivera}/payment-methods/${current.id}`, 'maria');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: current.id });
    const left = await list(rivera, 'maria');
    expect(left.find((m) => m.id === current.id)).toBeUndefined();
    // the expired card is newer than some, but a default must be usable
    expect(left.filter((m) => m.default).map((m) => m.id)).toEqual([newest.id]);
    const [atSandbox] = await t.database.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, row!.providerMethodId));
    expect(atSandbox!.customerId).toBeNull();
  });

  it('keeps the last method while subscriptions renew on it', async () => {
    const { refresh } = await addCard(acme, 'admin');
    for (const m of (await list(acme)).filter((m) => m.id !== refresh.json().data.id))
      expect((await call('DELETE', `/accounts/${acme}/payment-methods/${m.id}`, 'admin')).statusCode).toBe(
        200,
      );
    const renewing = await t.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.accountId, acme));
    expect(renewing.length).toBeGreaterThan(0);
    const last = (await list(acme))[0]!;
    const res = await call('DELETE', `/accounts/${acme}/payment-methods/${last.id}`, 'admin');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PAYMENT_TEXTS.lastMethodInUse);
  });

  it('refuses other roles, other accounts and no session', async () => {
    const riveraMethod = (await list(rivera, 'maria'))[0]!;
    expect(
      (await call('DELETE', `/accounts/${acme}/payment-methods/${riveraMethod.id}`, 'admin')).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/accounts/${rivera}/payment-methods/${riveraMethod.id}`, 'admin')).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/accounts/${acme}/payment-methods/1`, 'driver')).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/accounts/${rivera}/payment-methods/${riveraMethod.id}`, null)).statusCode,
    ).toBe(401);
    expect((await list(rivera, 'maria')).some((m) => m.id === riveraMethod.id)).toBe(true);
  });
});
