import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_MESSAGES, SANDBOX_TEST_CARDS, sandboxIntentAnswer } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ProviderEvent } from '../payment-provider.ts';
import type { SandboxProvider } from './sandbox-provider.ts';
import { confirm, newIntent, post, sandboxOf, savedCard, tokenFor } from './sandbox.test-helper.ts';

let t: TestApp;
let sandbox: SandboxProvider;
let events: ProviderEvent[];

beforeAll(async () => {
  t = await createTestApp();
  ({ sandbox, events } = sandboxOf(t));
}, 30_000);
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  events.length = 0;
});

const expected: Record<string, { status: string; error: string | null; event: string }> = {
  succeeds: { status: 'succeeded', error: null, event: 'payment_intent.succeeded' },
  declines: {
    status: 'requires_payment_method',
    error: SANDBOX_MESSAGES.declined,
    event: 'payment_intent.payment_failed',
  },
  authenticates: { status: 'requires_action', error: null, event: 'payment_intent.requires_action' },
  expired: {
    status: 'requires_payment_method',
    error: 'Your card has expired.',
    event: 'payment_intent.payment_failed',
  },
  'insufficient-funds': {
    status: 'requires_payment_method',
    error: SANDBOX_MESSAGES.insufficientFunds,
    event: 'payment_intent.payment_failed',
  },
};

describe('paying an intent with a test card in the browser', () => {
  it.each(SANDBOX_TEST_CARDS.map((c) => [c.number, c.behaviour] as const))(
    '%s %s',
    async (number, behaviour) => {
      const { intent } = await newIntent(sandbox);
      const res = await confirm(t, intent.id, { client_secret: intent.clientSecret, card: tokenFor(number) });
      expect(res.statusCode).toBe(200);
      const answer = sandboxIntentAnswer.parse(res.json()).data;
      const want = expected[behaviour]!;
      expect(answer).toMatchObject({
        id: intent.id,
        status: want.status,
        last_error: want.error,
        amount: 12_345,
      });
      expect(answer.next_action).toEqual(
        behaviour === 'authenticates' ? { type: 'sandbox_authenticate' } : null,
      );
      expect(events).toEqual([expect.objectContaining({ type: want.event, intentId: intent.id })]);
      expect(events[0]!.id).toMatch(/^evt_sandbox_/);
      // billing reads the same state back through the provider
      expect(await sandbox.retrievePaymentIntent(intent.id)).toMatchObject({
        status: want.status,
        lastError: want.error,
      });
    },
  );

  it('declines a card whose expiry has passed, whatever its number', async () => {
    const { intent } = await newIntent(sandbox);
    const card = { ...tokenFor('4242424242424242'), exp_month: 1, exp_year: 2020 };
    const res = await confirm(t, intent.id, { client_secret: intent.clientSecret, card });
    expect(res.json().data).toMatchObject({
      status: 'requires_payment_method',
      last_error: SANDBOX_MESSAGES.expired,
    });
  });

  it('lets a declined intent be paid again with another card, then refuses a third confirmation', async () => {
    const { intent } = await newIntent(sandbox);
    await confirm(t, intent.id, { client_secret: intent.clientSecret, card: tokenFor('4000000000000002') });
    const again = await confirm(t, intent.id, {
      client_secret: intent.clientSecret,
      card: tokenFor('4242424242424242'),
    });
    expect(again.json().data.status).toBe('succeeded');
    const third = await confirm(t, intent.id, {
      client_secret: intent.clientSecret,
      card: tokenFor('4242424242424242'),
    });
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    );
    expect(events.map((e) => e.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
  });
});

describe('the authentication step', () => {
  const authenticate = (id: string, payload: object) =>
    post(t, `/api/sandbox-payments/payment-intents/${id}/authenticate`, payload);
  const needingAuthentication = async () => {
    const { intent } = await newIntent(sandbox);
    await confirm(t, intent.id, { client_secret: intent.clientSecret, card: tokenFor('4000002500003155') });
    events.length = 0;
    return intent;
  };

  it('completed, pays the intent', async () => {
    const intent = await needingAuthentication();
    const res = await authenticate(intent.id, { client_secret: intent.clientSecret, outcome: 'complete' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'succeeded', last_error: null, next_action: null });
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded']);
  });

  it('failed, leaves it unpaid with the reason', async () => {
    const intent = await needingAuthentication();
    const res = await authenticate(intent.id, { client_secret: intent.clientSecret, outcome: 'fail' });
    expect(res.json().data).toMatchObject({
      status: 'requires_payment_method',
      last_error: SANDBOX_MESSAGES.authenticationFailed,
    });
    expect(events.map((e) => e.type)).toEqual(['payment_intent.payment_failed']);
  });

  it('is refused for an intent that does not wait for it, and with a wrong secret', async () => {
    const { intent } = await newIntent(sandbox);
    const early = await authenticate(intent.id, { client_secret: intent.clientSecret, outcome: 'complete' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/requires_payment_method/);
    const wrong = await authenticate(intent.id, {
      client_secret: `${intent.id}_secret_nope`,
      outcome: 'complete',
    });
    expect(wrong.statusCode).toBe(404);
    expect(events).toEqual([]);
  });
});

describe('saving a card (setup intents) and paying with it', () => {
  const confirmSetup = (id: string, payload: object) =>
    post(t, `/api/sandbox-payments/setup-intents/${id}/confirm`, payload);

  it('saves a card for the customer: billing reads its brand, last 4 and expiry', async () => {
    const customerId = await sandbox.createCustomer();
    const setup = await sandbox.createSetupIntent({ customerId, idempotencyKey: 'setup-save-1' });
    expect(setup).toMatchObject({ status: 'requires_payment_method', customerId });
    expect(setup.clientSecret.startsWith(`${setup.id}_secret_`)).toBe(true);
    const res = await confirmSetup(setup.id, {
      client_secret: setup.clientSecret,
      card: tokenFor('5555555555554444'),
    });
    expect(res.json().data).toMatchObject({ object: 'setup_intent', status: 'succeeded' });
    const pm = res.json().data.payment_method as string;
    expect(pm).toMatch(/^pm_sandbox_/);
    expect(await sandbox.retrieveSetupIntent(setup.id)).toMatchObject({
      status: 'succeeded',
      paymentMethodId: pm,
    });
    expect(await sandbox.retrievePaymentMethod(pm)).toEqual({
      id: pm,
      type: 'card',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
    });
    expect(events.map((e) => [e.type, e.intentId])).toEqual([['setup_intent.succeeded', setup.id]]);
    const twice = await confirmSetup(setup.id, {
      client_secret: setup.clientSecret,
      card: tokenFor('4242424242424242'),
    });
    expect(twice.statusCode).toBe(400);
  });

  it('refuses an expired card as Stripe does', async () => {
    const customerId = await sandbox.createCustomer();
    const setup = await sandbox.createSetupIntent({ customerId, idempotencyKey: 'setup-expired-1' });
    const res = await confirmSetup(setup.id, {
      client_secret: setup.clientSecret,
      card: tokenFor('4000000000000069'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_error: 'Your card has expired.',
    });
    expect(events.map((e) => e.type)).toEqual(['setup_intent.setup_failed']);
  });

  it('pays an intent with a saved card of its customer, not with another customer’s', async () => {
    const { customerId, intent } = await newIntent(sandbox);
    const mine = await savedCard(t, sandbox, customerId, '4242424242424242');
    const theirs = await savedCard(t, sandbox, await sandbox.createCustomer(), '4242424242424242');
    const refused = await confirm(t, intent.id, {
      client_secret: intent.clientSecret,
      payment_method: theirs,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`No such PaymentMethod: '${theirs}'`);
    const paid = await confirm(t, intent.id, { client_secret: intent.clientSecret, payment_method: mine });
    expect(paid.json().data).toMatchObject({ status: 'succeeded', payment_method: mine });
  });

  it('after a detach, the card can no longer pay', async () => {
    const { customerId, intent } = await newIntent(sandbox);
    const pm = await savedCard(t, sandbox, customerId, '4242424242424242');
    await sandbox.detachPaymentMethod(pm);
    const res = await confirm(t, intent.id, { client_secret: intent.clientSecret, payment_method: pm });
    expect(res.statusCode).toBe(400);
    await expect(sandbox.detachPaymentMethod('pm_sandbox_missing')).rejects.toThrow(/No such PaymentMethod/);
  });
});
