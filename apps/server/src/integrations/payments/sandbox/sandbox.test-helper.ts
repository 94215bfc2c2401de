import { randomUUID } from 'node:crypto';
import { sandboxCardToken, sandboxIntentAnswer, type SandboxCardToken } from '@lodestar/contracts';
import type { ProviderEvent } from '../payment-provider.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { SandboxProvider } from './sandbox-provider.ts';

/** A test card as the browser's form would tokenise it (a good expiry three years ahead, a CVC). */
export function tokenFor(number: string): SandboxCardToken {
  const token = sandboxCardToken(
    number,
    '12',
    String(new Date().getFullYear() + 3),
    number.length === 15 ? '1234' : '123',
  );
  if (typeof token === 'string') throw new Error(`${number}: ${token}`);
  return token;
}

/** The app's sandbox, with every event it hands billing recorded (this replaces billing's handler). */
export function sandboxOf(t: TestApp): { sandbox: SandboxProvider; events: ProviderEvent[] } {
  const sandbox = t.app.services.payments;
  if (!(sandbox instanceof SandboxProvider)) throw new Error('the test app should use the sandbox');
  const events: ProviderEvent[] = [];
  sandbox.setEventHandler(async (event) => {
    events.push(event);
  });
  return { sandbox, events };
}

export async function newIntent(sandbox: SandboxProvider, amount = 12_345) {
  const customerId = await sandbox.createCustomer();
  const intent = await sandbox.createPaymentIntent({
    amount,
    customerId,
    idempotencyKey: `test-${randomUUID()}`,
    methodTypes: ['card', 'us_bank_account'],
    metadata: { payment_id: '1' },
  });
  return { customerId, intent };
}

export async function savedCard(t: TestApp, sandbox: SandboxProvider, customerId: string, number: string) {
  const setup = await sandbox.createSetupIntent({ customerId, idempotencyKey: `setup-${randomUUID()}` });
  const res = await post(t, `/api/sandbox-payments/setup-intents/${setup.id}/confirm`, {
    client_secret: setup.clientSecret,
    card: tokenFor(number),
  });
  const pm = sandboxIntentAnswer.parse(res.json()).data.payment_method;
  if (!pm) throw new Error(`${number} was not saved: ${res.body}`);
  return pm;
}

export const post = (t: TestApp, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload });

export const confirm = (t: TestApp, id: string, payload: object) =>
  post(t, `/api/sandbox-payments/payment-intents/${id}/confirm`, payload);
