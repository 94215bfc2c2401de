import type { Db } from '../../../db/database.ts';
import {
  InvalidWebhookSignature,
  NoSuchProviderObject,
  PaymentDeclined,
  type BankDetails,
  type CreatePaymentIntent,
  type PaymentIntentView,
  type PaymentMethodView,
  type PaymentProvider,
  type ProviderEvent,
  type SetupIntentView,
} from '../payment-provider.ts';
import type { PaymentsLog } from '../payments-log.ts';
import * as books from './sandbox-books.repository.ts';
import { confirmBankPayment } from './sandbox-bank.ts';
import { SandboxBrowser } from './sandbox-browser.ts';
import { SandboxEvents } from './sandbox-events.ts';
import { sandboxClientSecret, sandboxId } from './sandbox-ids.ts';
import { KEEPS_CARD, paymentIntentView, paymentMethodView, setupIntentView } from './sandbox-views.ts';
import { settleDue } from './sandbox-settlement.ts';
import { attemptOutcome, paymentEventType } from './test-cards.ts';

/**
 * The embedded payment provider (docs/decisions/0067): it stands where Stripe's servers would, keeping its books
 * in the shared database so that every instance sees one state. The browser's card form talks to it through
 * `browser` (the /api/sandbox-payments routes); billing talks to it through the PaymentProvider interface.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;
  readonly events: SandboxEvents;
  /** The calls Stripe.js would make from the browser, authorised by the intent's client secret. */
  readonly browser: SandboxBrowser;

  constructor(
    private readonly db: Db,
    log: PaymentsLog,
    private readonly options: { achSettleMs: number },
  ) {
    this.events = new SandboxEvents(log);
    this.browser = new SandboxBrowser(db, this.events, options);
  }

  createCustomer(): Promise<string> {
    return Promise.resolve(sandboxId('cus'));
  }

  async createPaymentIntent(input: CreatePaymentIntent): Promise<PaymentIntentView> {
    if (!Number.isInteger(input.amount) || input.amount < 1)
      throw new Error('An intent needs a positive amount');
    const id = sandboxId('pi');
    let start: Partial<books.NewSandboxIntent> = {
      status: input.paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
      paymentMethod: input.paymentMethodId ?? null,
    };
    if (input.offSession) {
      const method = await books.findMethod(this.db, input.offSession.paymentMethodId);
      if (!method || method.customerId !== input.customerId) {
        throw new NoSuchProviderObject(`No such PaymentMethod: '${input.offSession.paymentMethodId}'`);
      }
      if (!input.methodTypes.includes(method.type)) {
        throw new PaymentDeclined(
          `The PaymentMethod provided (${method.type}) is not allowed for this PaymentIntent.`,
        );
      }
      const outcome = attemptOutcome(method.behaviour, method.type, true);
      const settlesAt =
        outcome.status === 'processing' ? new Date(Date.now() + this.options.achSettleMs) : null;
      start = { ...outcome, paymentMethod: method.id, settlesAt };
    }
    const { row, created } = await books.insertIntent(this.db, {
      id,
      kind: 'payment',
      clientSecret: sandboxClientSecret(id),
      customerId: input.customerId,
      amount: input.amount,
      metadata: input.setupFutureUsage ? { ...input.metadata, [KEEPS_CARD]: 'off_session' } : input.metadata,
      idempotencyKey: input.idempotencyKey,
      status: 'requires_payment_method',
      ...start,
    });
    if (!created && (row.amount !== input.amount || row.customerId !== input.customerId)) {
      throw new Error(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    const view = paymentIntentView(row);
    if (input.offSession) {
      if (created) this.events.emitLater(paymentEventType(view.status), view.id);
      // a retried charge answers as the first did, a decline included
      if (view.status === 'requires_payment_method' && view.lastError)
        throw new PaymentDeclined(view.lastError, view);
    }
    return view;
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentView> {
    const row = await books.findIntent(this.db, id, 'payment');
    if (!row) throw new NoSuchProviderObject(`No such payment_intent: '${id}'`);
    return paymentIntentView(row);
  }

  confirmBankPayment(intentId: string, bank: BankDetails): Promise<PaymentIntentView> {
    return confirmBankPayment(this.db, this.events, this.options.achSettleMs, intentId, bank);
  }

  async createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<SetupIntentView> {
    const id = sandboxId('seti');
    const { row } = await books.insertIntent(this.db, {
      id,
      kind: 'setup',
      clientSecret: sandboxClientSecret(id),
      customerId: input.customerId,
      status: 'requires_payment_method',
      idempotencyKey: input.idempotencyKey,
    });
    return setupIntentView(row);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntentView> {
    const row = await books.findIntent(this.db, id, 'setup');
    if (!row) throw new NoSuchProviderObject(`No such setup_intent: '${id}'`);
    return setupIntentView(row);
  }

  async retrievePaymentMethod(id: string): Promise<PaymentMethodView> {
    const row = await books.findMethod(this.db, id);
    if (!row) throw new NoSuchProviderObject(`No such PaymentMethod: '${id}'`);
    return paymentMethodView(row);
  }

  async detachPaymentMethod(id: string): Promise<void> {
    if (!(await books.detachMethod(this.db, id)))
      throw new NoSuchProviderObject(`No such PaymentMethod: '${id}'`);
  }

  verifyWebhook(): ProviderEvent {
    throw new InvalidWebhookSignature(
      'The sandbox sends no webhooks: its events come through the event handler',
    );
  }

  setEventHandler(handler: (event: ProviderEvent) => Promise<void>): void {
    this.events.setHandler(handler);
  }

  /**
   * Settles the bank payments whose time has come (succeeded, or failed for the failing test account) and reports
   * each; the billing sweep calls it on every instance, and each payment settles on one. Answers how many settled.
   */
  settleDue(now: Date = new Date()): Promise<number> {
    return settleDue(this.db, this.events, now);
  }
}
