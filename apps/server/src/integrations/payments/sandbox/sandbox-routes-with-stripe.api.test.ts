import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { tokenFor } from './sandbox.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_PUBLISHABLE_KEY: 'pk_test_unused' });
}, 30_000);
afterAll(async () => {
  await t.close();
});

it('has no sandbox routes when Stripe is the provider', async () => {
  expect(t.app.services.payments.name).toBe('stripe');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox-payments/payment-intents/pi_x/confirm',
    payload: { client_secret: 'pi_x_secret_y', card: tokenFor('4242424242424242') },
  });
  expect(res.statusCode).toBe(404);
});
