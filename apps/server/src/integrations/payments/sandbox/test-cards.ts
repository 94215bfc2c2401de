import {
  SANDBOX_ACH_ACCOUNTS,
  SANDBOX_ACH_ROUTING_NUMBER,
  SANDBOX_MESSAGES,
  SANDBOX_TEST_CARDS,
  type SandboxBehaviour,
} from '@lodestar/contracts';
import type { IntentStatus } from '../payment-provider.ts';

/** The sandbox's test numbers live in the contracts so the web's card form and the server read one list. */
export { SANDBOX_ACH_ACCOUNTS, SANDBOX_ACH_ROUTING_NUMBER, SANDBOX_MESSAGES, SANDBOX_TEST_CARDS };

export interface Attempt {
  status: IntentStatus;
  lastError: string | null;
}

/**
 * What charging a method with this behaviour does. On session an authenticating card waits for its step; off
 * session it goes through, as Stripe's 4000002500003155 does once saved. A bank payment always settles later.
 */
export function attemptOutcome(
  behaviour: string,
  type: 'card' | 'us_bank_account',
  offSession: boolean,
): Attempt {
  if (type === 'us_bank_account') return { status: 'processing', lastError: null };
  switch (behaviour as SandboxBehaviour) {
    case 'succeeds':
      return { status: 'succeeded', lastError: null };
    case 'authenticates':
      return offSession
        ? { status: 'succeeded', lastError: null }
        : { status: 'requires_action', lastError: null };
    case 'expired':
      return { status: 'requires_payment_method', lastError: SANDBOX_MESSAGES.expired };
    case 'insufficient-funds':
      return { status: 'requires_payment_method', lastError: SANDBOX_MESSAGES.insufficientFunds };
    default:
      return { status: 'requires_payment_method', lastError: SANDBOX_MESSAGES.declined };
  }
}

/** How a bank payment settles: its account's behaviour, or a refusal for any other account. */
export function bankBehaviour(routingNumber: string, accountNumber: string): 'succeeds' | 'ach-fails' | null {
  if (routingNumber !== SANDBOX_ACH_ROUTING_NUMBER) return null;
  return SANDBOX_ACH_ACCOUNTS.find((a) => a.accountNumber === accountNumber)?.behaviour ?? null;
}

/** The event a payment intent's new status is reported with, as Stripe names its webhooks. */
export function paymentEventType(status: IntentStatus): string {
  switch (status) {
    case 'succeeded':
      return 'payment_intent.succeeded';
    case 'processing':
      return 'payment_intent.processing';
    case 'requires_action':
      return 'payment_intent.requires_action';
    case 'canceled':
      return 'payment_intent.canceled';
    default:
      return 'payment_intent.payment_failed';
  }
}
