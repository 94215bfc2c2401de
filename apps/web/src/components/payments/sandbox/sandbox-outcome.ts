import { BILLING_TEXTS, type SandboxCardToken, type SandboxIntent } from '@lodestar/contracts';
import { messageOf } from '../../../api/api-error.ts';
import { authenticateSandboxPayment } from '../api/authenticate-sandbox-payment.ts';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment.ts';
import { confirmSandboxSetup } from '../api/confirm-sandbox-setup.ts';
import type { CardOutcome, IntentSecret } from '../card-form/card-form-handle.ts';

/** The sandbox's intent as the form's outcome; a refused attempt comes back with its `last_error`. */
export function sandboxOutcome(intent: SandboxIntent, secret: IntentSecret): CardOutcome {
  switch (intent.status) {
    case 'succeeded':
    case 'processing':
      return { status: intent.status };
    case 'requires_action':
      return { status: 'requires_action', intent: secret };
    default:
      return { status: 'failed', message: intent.last_error ?? BILLING_TEXTS.genericError };
  }
}

/** Runs one sandbox call; a refused request (4xx with the provider's message) is a failed outcome too. */
async function outcomeOf(call: Promise<SandboxIntent>, secret: IntentSecret): Promise<CardOutcome> {
  try {
    return sandboxOutcome(await call, secret);
  } catch (error) {
    return { status: 'failed', message: messageOf(error, BILLING_TEXTS.genericError) };
  }
}

/** Pays with the card token made in the browser. */
export function payWithSandboxCard(intent: IntentSecret, card: SandboxCardToken, save: boolean) {
  return outcomeOf(
    confirmSandboxPayment(intent.id, { client_secret: intent.client_secret, card, save }),
    intent,
  );
}

/**
 * Pays with a saved method: our server made the intent with it attached and names its provider id; without the
 * id the sandbox, like Stripe, confirms with the intent's own method.
 */
export function payWithSandboxSavedMethod(intent: IntentSecret, providerMethodId: string | null) {
  const request = providerMethodId
    ? { client_secret: intent.client_secret, payment_method: providerMethodId }
    : { client_secret: intent.client_secret };
  return outcomeOf(confirmSandboxPayment(intent.id, request), intent);
}

export function saveSandboxCard(setup: IntentSecret, card: SandboxCardToken) {
  return outcomeOf(confirmSandboxSetup(setup.id, { client_secret: setup.client_secret, card }), setup);
}

/** The authentication step's answer: Complete pays, Fail leaves the payment to be tried again. */
export function authenticateSandbox(intent: IntentSecret, outcome: 'complete' | 'fail') {
  return outcomeOf(
    authenticateSandboxPayment(intent.id, { client_secret: intent.client_secret, outcome }),
    intent,
  );
}
