import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_MESSAGES, SANDBOX_TEST_CARDS } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../../modules/positions/sql-rows.ts';
import { chargeKey, PaymentDeclined, type ProviderEvent } from '../payment-provider.ts';
import type { SandboxProvider } from './sandbox-provider.ts';
import { confirm, newIntent, post, sandboxOf, savedCard, tokenFor } from './sandbox.test-helper.ts';

let t: TestApp;
let sandbox: SandboxProvider;
let events: ProviderEvent[];

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_ACH_SETTLE_MS: '60000' });
  ({ sandbox, events } = sandboxOf(t));
}, 30_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await sandbox.events.delivered();
  events.length = 0;
});

const later = () => new Date(Date.now() + 61_000);
const offSession = (customerId: string, paymentMethodId: string, key: string, amount = 2_500) =>
  sandbox.createPaymentIntent({
    amount,
    customerId,
    idempotencyKey: key,
    methodTypes: ['card'],
    metadata: { payment_id: '7' },
    offSession: { paymentMethodId },
  });

describe('creating intents', () => {
  it('answers the same intent for a key already used, and refuses the key with other parameters', async () => {
    const customerId = await sandbox.createCustomer();
    expect(customerId).toMatch(/^cus_sandbox_/);
    const input = {
      amount: 990,
      customerId,
      idempotencyKey: chargeKey(41, 1),
      methodTypes: ['card' as const],
      metadata: {},
    };
    const first = await sandbox.createPaymentIntent(input);
    expect(first.id).toMatch(/^pi_sandbox_/);
    expect(first.clientSecret.startsWith(`${first.id}_secret_`)).toBe(true);
    expect(first).toMatchObject({ status: 'requires_payment_method', amount: 990, lastError: null });
    expect(await sandbox.createPaymentIntent(input)).toEqual(first);
    await expect(sandbox.createPaymentIntent({ ...input, amount: 991 })).rejects.toThrow(/same parameters/);
    const setup = { customerId, idempotencyKey: 'setup-account-3' };
    expect((await sandbox.createSetupIntent(setup)).id).toBe((await sandbox.createSetupIntent(setup)).id);
  });

  it('charges a saved card off session at once, once for a repeated key', async () => {
    const customerId = await sandbox.createCustomer();
    const pm = await savedCard(t, sandbox, customerId, '4242424242424242');
    events.length = 0;
    const charged = await offSession(customerId, pm, chargeKey(42, 1));
    expect(charged).toMatchObject({
      status: 'succeeded',
      paymentMethodId: pm,
      metadata: { payment_id: '7' },
    });
    expect((await offSession(customerId, pm, chargeKey(42, 1))).id).toBe(charged.id);
    await sandbox.events.delivered();
    expect(events.map((e) => [e.type, e.intentId])).toEqual([['payment_intent.succeeded', charged.id]]);
  });

  it('surfaces an off-session decline with its message, and again for a retry of the same attempt', async () => {
    const customerId = await sandbox.createCustomer();
    const pm = await savedCard(t, sandbox, customerId, '4000000000009995');
    events.length = 0;
    const first = await offSession(customerId, pm, chargeKey(43, 1)).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(PaymentDeclined);
    const declined = first as PaymentDeclined;
    expect(declined.message).toBe(SANDBOX_MESSAGES.insufficientFunds);
    expect(declined.intent).toMatchObject({ status: 'requires_payment_method' });
    const retry = (await offSession(customerId, pm, chargeKey(43, 1)).catch(
      (e: unknown) => e,
    )) as PaymentDeclined;
    expect(retry.intent?.id).toBe(declined.intent?.id);
    await sandbox.events.delivered();
    expect(events.map((e) => e.type)).toEqual(['payment_intent.payment_failed']);
  });

  it('keeps a card paid on session for later charges when the intent was made to keep it', async () => {
    const customerId = await sandbox.createCustomer();
    const base = {
      amount: 1_000,
      customerId,
      methodTypes: ['card' as const],
      metadata: { save_method: '1' },
    };
    const keeping = await sandbox.createPaymentIntent({
      ...base,
      idempotencyKey: 'k-keep',
      setupFutureUsage: true,
    });
    expect(keeping.metadata).toEqual({ save_method: '1' });
    const paid = await confirm(t, keeping.id, {
      client_secret: keeping.clientSecret,
      card: tokenFor('4242424242424242'),
    });
    const kept = paid.json().data.payment_method as string;
    expect((await offSession(customerId, kept, 'k-keep-renewal')).status).toBe('succeeded');
    // without it (and without save), the card paid once and is no customer's
    const once = await sandbox.createPaymentIntent({ ...base, idempotencyKey: 'k-once' });
    const res = await confirm(t, once.id, {
      client_secret: once.clientSecret,
      card: tokenFor('4242424242424242'),
    });
    await expect(
      offSession(customerId, res.json().data.payment_method as string, 'k-once-renewal'),
    ).rejects.toThrow(/No such PaymentMethod/);
  });

  it("refuses another customer's method, an unknown one and a detached one", async () => {
    const customerId = await sandbox.createCustomer();
    const theirs = await savedCard(t, sandbox, await sandbox.createCustomer(), '4242424242424242');
    await expect(offSession(customerId, theirs, 'k-other')).rejects.toThrow(
      `No such PaymentMethod: '${theirs}'`,
    );
    await expect(offSession(customerId, 'pm_sandbox_nope', 'k-unknown')).rejects.toThrow(
      /No such PaymentMethod/,
    );
    const mine = await savedCard(t, sandbox, customerId, '4242424242424242');
    await sandbox.detachPaymentMethod(mine);
    await expect(offSession(customerId, mine, 'k-detached')).rejects.toThrow(/No such PaymentMethod/);
    await expect(sandbox.retrievePaymentIntent('pi_sandbox_nope')).rejects.toThrow(/No such payment_intent/);
  });
});

describe('bank (ACH) payments', () => {
  const bank = (accountNumber: string, routingNumber = '110000000') => ({
    routingNumber,
    accountNumber,
    holderName: 'Acme Logistics',
  });

  it('settle after SANDBOX_ACH_SETTLE_MS: the good account succeeds, the failing one fails with its message', async () => {
    const good = (await newIntent(sandbox)).intent;
    const bad = (await newIntent(sandbox)).intent;
    const processing = await sandbox.confirmBankPayment(good.id, bank('000123456789'));
    expect(processing).toMatchObject({ status: 'processing', lastError: null });
    expect(await sandbox.retrievePaymentMethod(processing.paymentMethodId!)).toMatchObject({
      type: 'us_bank_account',
      last4: '6789',
      expMonth: null,
    });
    await sandbox.confirmBankPayment(bad.id, bank('000111111116'));
    await sandbox.events.delivered();
    expect(await sandbox.settleDue(new Date())).toBe(0);
    expect(await sandbox.settleDue(later())).toBe(2);
    expect(await sandbox.settleDue(later())).toBe(0);
    expect(await sandbox.retrievePaymentIntent(good.id)).toMatchObject({ status: 'succeeded' });
    expect(await sandbox.retrievePaymentIntent(bad.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'The bank account could not be debited.',
    });
    expect(events.map((e) => `${e.type} ${e.intentId}`).sort()).toEqual(
      [
        `payment_intent.processing ${good.id}`,
        `payment_intent.processing ${bad.id}`,
        `payment_intent.succeeded ${good.id}`,
        `payment_intent.payment_failed ${bad.id}`,
      ].sort(),
    );
  });

  it('settles each payment once when two sweeps run together', async () => {
    const { intent } = await newIntent(sandbox);
    await sandbox.confirmBankPayment(intent.id, bank('000123456789'));
    await sandbox.events.delivered();
    events.length = 0;
    const counts = await Promise.all([sandbox.settleDue(later()), sandbox.settleDue(later())]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded']);
  });

  it('refuses other bank numbers, a missing name, and an intent already settling', async () => {
    const { intent } = await newIntent(sandbox);
    await expect(sandbox.confirmBankPayment(intent.id, bank('000123456789', '021000021'))).rejects.toThrow(
      SANDBOX_MESSAGES.notTestBank,
    );
    await expect(sandbox.confirmBankPayment(intent.id, bank('999'))).rejects.toThrow(
      SANDBOX_MESSAGES.notTestBank,
    );
    await expect(
      sandbox.confirmBankPayment(intent.id, { ...bank('000123456789'), holderName: ' ' }),
    ).rejects.toBeInstanceOf(PaymentDeclined);
    await sandbox.confirmBankPayment(intent.id, bank('000123456789'));
    await expect(sandbox.confirmBankPayment(intent.id, bank('000123456789'))).rejects.toThrow(
      /status is processing/,
    );
  });
});

describe('the browser routes refuse', () => {
  it('a wrong client secret or an unknown intent as not found', async () => {
    const { intent } = await newIntent(sandbox);
    const card = tokenFor('4242424242424242');
    for (const [id, secret] of [
      [intent.id, `${intent.id}_secret_guessed`],
      [intent.id, ''.padEnd(10, 'x')],
      ['pi_sandbox_unknown', intent.clientSecret],
    ]) {
      const res = await confirm(t, id!, { client_secret: secret, card });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No such payment intent' });
    }
    const setup = await post(t, `/api/sandbox-payments/setup-intents/${intent.id}/confirm`, {
      client_secret: intent.clientSecret,
      card,
    });
    expect(setup.statusCode).toBe(404);
    expect(setup.json().message).toBe('No such setup intent');
    expect(events).toEqual([]);
  });

  it('bodies with a card number, both a card and a method, or no secret', async () => {
    const { intent } = await newIntent(sandbox);
    const card = tokenFor('4242424242424242');
    for (const payload of [
      { client_secret: intent.clientSecret, card: { ...card, number: '4242424242424242' } },
      { client_secret: intent.clientSecret, card, payment_method: 'pm_sandbox_x' },
      { card },
      { client_secret: intent.clientSecret, card: { ...card, last4: '42424242' } },
      { client_secret: intent.clientSecret, card: { ...card, behaviour: 'ach-fails' } },
    ]) {
      const res = await confirm(t, intent.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const missing = await confirm(t, intent.id, { client_secret: intent.clientSecret });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/missing a payment method/);
  });
});

it('keeps no card number anywhere in its books: a card is its brand, last 4 and expiry', async () => {
  for (const card of SANDBOX_TEST_CARDS) {
    const { customerId, intent } = await newIntent(sandbox);
    await confirm(t, intent.id, {
      client_secret: intent.clientSecret,
      card: tokenFor(card.number),
      save: true,
    });
    await savedCard(t, sandbox, customerId, card.number).catch(() => null);
  }
  const books = JSON.stringify([
    ...(await rowsOf(t.database.db, sql`select * from sandbox_intents`)),
    ...(await rowsOf(t.database.db, sql`select * from sandbox_payment_methods`)),
  ]);
  for (const card of SANDBOX_TEST_CARDS) {
    expect(books).not.toContain(card.number);
    expect(books).not.toContain(card.number.slice(-5));
  }
  const methods = await rowsOf<{ last4: string }>(
    t.database.db,
    sql`select last4 from sandbox_payment_methods`,
  );
  expect(methods.length).toBeGreaterThan(SANDBOX_TEST_CARDS.length);
  expect(methods.every((m) => /^\d{4}$/.test(m.last4))).toBe(true);
});
