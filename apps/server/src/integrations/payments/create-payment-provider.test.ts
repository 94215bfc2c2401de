import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';
import { StripeProvider } from './stripe/stripe-provider.ts';

const log = { info: () => {}, warn: () => {}, error: () => {} };
const db = {} as Db; // neither provider touches the database until it is used

describe('createPaymentProvider', () => {
  it('is the sandbox when no Stripe key is set', () => {
    const provider = createPaymentProvider(loadConfig({}), db, log);
    expect(provider).toBeInstanceOf(SandboxProvider);
    expect(provider).toMatchObject({ name: 'sandbox', publishableKey: null });
    expect('settleDue' in provider).toBe(true);
  });

  it('is Stripe with its publishable key when the secret key is set', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' });
    const provider = createPaymentProvider(config, db, log);
    expect(provider).toBeInstanceOf(StripeProvider);
    expect(provider).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_1' });
    expect('settleDue' in provider).toBe(false);
  });
});
