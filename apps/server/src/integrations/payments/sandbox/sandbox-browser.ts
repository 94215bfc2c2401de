import type { SandboxCardToken, SandboxIntent } from '@lodestar/contracts';
import type { Db } from '../../../db/database.ts';
import { NoSuchProviderObject, PaymentDeclined } from '../payment-provider.ts';
import * as books from './sandbox-books.repository.ts';
import type { SandboxEvents } from './sandbox-events.ts';
import { sandboxId, secretMatches } from './sandbox-ids.ts';
import { browserIntent, CONFIRMABLE, keepsCard, notConfirmable } from './sandbox-views.ts';
import { attemptOutcome, paymentEventType, SANDBOX_MESSAGES } from './test-cards.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A card past its expiry month is declined whatever its number stands for. */
function cardBehaviour(card: SandboxCardToken, now: Date): string {
  const year = now.getFullYear();
  const lapsed = card.exp_year < year || (card.exp_year === year && card.exp_month < now.getMonth() + 1);
  return lapsed ? 'expired' : card.behaviour;
}

/**
 * What Stripe.js does from the browser, on the sandbox: confirm a payment with a new or saved card, complete or
 * fail the authentication step, confirm a card's setup. Each call is authorised by the intent's client secret
 * (a wrong one reads as no such intent), locks the intent so that two confirmations take turns, and reports its
 * change to billing before it answers.
 */
export class SandboxBrowser {
  constructor(
    private readonly db: Db,
    private readonly events: SandboxEvents,
    private readonly options: { achSettleMs: number },
  ) {}

  async confirmPayment(
    id: string,
    clientSecret: string,
    input: { payment_method?: string; card?: SandboxCardToken; save?: boolean },
  ): Promise<SandboxIntent> {
    const row = await this.db.transaction(async (tx) => {
      const intent = await this.#locked(tx, id, 'payment', clientSecret);
      if (!CONFIRMABLE.includes(intent.status))
        throw new PaymentDeclined(notConfirmable('PaymentIntent', intent.status));
      const method = input.card
        ? await books.insertMethod(tx, {
            id: sandboxId('pm'),
            // kept for later charges when the form asks, or when the intent was made to keep its card
            customerId: input.save || keepsCard(intent) ? intent.customerId : null,
            type: 'card',
            brand: input.card.brand,
            last4: input.card.last4,
            expMonth: input.card.exp_month,
            expYear: input.card.exp_year,
            behaviour: cardBehaviour(input.card, new Date()),
          })
        : await this.#savedMethod(tx, input.payment_method ?? intent.paymentMethod, intent.customerId);
      const outcome = attemptOutcome(method.behaviour, method.type, false);
      const settlesAt =
        outcome.status === 'processing' ? new Date(Date.now() + this.options.achSettleMs) : null;
      return books.updateIntent(tx, id, { ...outcome, paymentMethod: method.id, settlesAt });
    });
    await this.events.emit(paymentEventType(row.status as never), row.id);
    return browserIntent(row);
  }

  async authenticate(id: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<SandboxIntent> {
    const row = await this.db.transaction(async (tx) => {
      const intent = await this.#locked(tx, id, 'payment', clientSecret);
      if (intent.status !== 'requires_action') {
        throw new PaymentDeclined(
          `This PaymentIntent's status is ${intent.status}: it has no authentication to complete.`,
        );
      }
      return books.updateIntent(
        tx,
        id,
        outcome === 'complete'
          ? { status: 'succeeded', lastError: null }
          : { status: 'requires_payment_method', lastError: SANDBOX_MESSAGES.authenticationFailed },
      );
    });
    await this.events.emit(paymentEventType(row.status as never), row.id);
    return browserIntent(row);
  }

  async confirmSetup(id: string, clientSecret: string, card: SandboxCardToken): Promise<SandboxIntent> {
    const row = await this.db.transaction(async (tx) => {
      const intent = await this.#locked(tx, id, 'setup', clientSecret);
      if (!CONFIRMABLE.includes(intent.status))
        throw new PaymentDeclined(notConfirmable('SetupIntent', intent.status));
      const behaviour = cardBehaviour(card, new Date());
      // Stripe checks a card when it is set up: an expired one is refused; a declining one is saved and fails later
      if (behaviour === 'expired') {
        return books.updateIntent(tx, id, {
          status: 'requires_payment_method',
          lastError: SANDBOX_MESSAGES.expired,
        });
      }
      const method = await books.insertMethod(tx, {
        id: sandboxId('pm'),
        customerId: intent.customerId,
        type: 'card',
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
        behaviour,
      });
      return books.updateIntent(tx, id, { status: 'succeeded', paymentMethod: method.id, lastError: null });
    });
    await this.events.emit(
      row.status === 'succeeded' ? 'setup_intent.succeeded' : 'setup_intent.setup_failed',
      row.id,
    );
    return browserIntent(row);
  }

  async #locked(tx: Tx, id: string, kind: 'payment' | 'setup', clientSecret: string) {
    const intent = await books.lockIntent(tx, id, kind);
    if (!intent || !secretMatches(intent.clientSecret, clientSecret)) {
      throw new NoSuchProviderObject(kind === 'payment' ? 'No such payment intent' : 'No such setup intent');
    }
    return intent;
  }

  async #savedMethod(tx: Tx, methodId: string | null | undefined, customerId: string | null) {
    if (!methodId) {
      throw new PaymentDeclined(
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
      );
    }
    const method = await books.findMethod(tx, methodId);
    if (!method || method.customerId === null || method.customerId !== customerId) {
      throw new PaymentDeclined(`No such PaymentMethod: '${methodId}'`);
    }
    return method;
  }
}
