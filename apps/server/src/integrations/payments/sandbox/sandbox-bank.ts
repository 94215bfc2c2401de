import type { Db } from '../../../db/database.ts';
import {
  NoSuchProviderObject,
  PaymentDeclined,
  type BankDetails,
  type PaymentIntentView,
} from '../payment-provider.ts';
import * as books from './sandbox-books.repository.ts';
import type { SandboxEvents } from './sandbox-events.ts';
import { sandboxId } from './sandbox-ids.ts';
import { CONFIRMABLE, notConfirmable, paymentIntentView } from './sandbox-views.ts';
import { bankBehaviour, SANDBOX_MESSAGES } from './test-cards.ts';

/** The bank the sandbox's test accounts are at, shown where a card would show its brand. */
export const SANDBOX_BANK_NAME = 'SANDBOX TEST BANK';

/**
 * A bank (ACH) payment: the intent takes a us_bank_account method made from the numbers the customer typed (only
 * its last 4 are kept) and goes to `processing`; `settleDue` settles it once SANDBOX_ACH_SETTLE_MS has passed.
 */
export async function confirmBankPayment(
  db: Db,
  events: SandboxEvents,
  settleMs: number,
  intentId: string,
  bank: BankDetails,
): Promise<PaymentIntentView> {
  const row = await db.transaction(async (tx) => {
    const intent = await books.lockIntent(tx, intentId, 'payment');
    if (!intent) throw new NoSuchProviderObject(`No such payment_intent: '${intentId}'`);
    if (!CONFIRMABLE.includes(intent.status))
      throw new PaymentDeclined(notConfirmable('PaymentIntent', intent.status));
    if (!bank.holderName.trim()) throw new PaymentDeclined('Missing required param: billing_details[name].');
    const behaviour = bankBehaviour(bank.routingNumber.trim(), bank.accountNumber.trim());
    if (!behaviour) throw new PaymentDeclined(SANDBOX_MESSAGES.notTestBank);
    const method = await books.insertMethod(tx, {
      id: sandboxId('pm'),
      customerId: null,
      type: 'us_bank_account',
      brand: SANDBOX_BANK_NAME,
      last4: bank.accountNumber.trim().slice(-4),
      behaviour,
    });
    return books.updateIntent(tx, intentId, {
      status: 'processing',
      paymentMethod: method.id,
      lastError: null,
      settlesAt: new Date(Date.now() + settleMs),
    });
  });
  events.emitLater('payment_intent.processing', row.id);
  return paymentIntentView(row);
}
