import type { ProviderEvent } from '../payment-provider.ts';
import type { PaymentsLog } from '../payments-log.ts';
import { sandboxId } from './sandbox-ids.ts';

type Handler = (event: ProviderEvent) => Promise<void>;

/**
 * The sandbox's webhooks: after each change of an intent it hands billing an event, as Stripe would POST one.
 * A handler failure is logged and never fails the change (billing also refreshes on return and in its sweeps).
 */
export class SandboxEvents {
  #handler: Handler | null = null;
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: PaymentsLog) {}

  setHandler(handler: Handler): void {
    this.#handler = handler;
  }

  /** Delivers an event now (the browser's calls wait for billing to have seen their outcome). */
  async emit(type: string, intentId: string): Promise<void> {
    const event: ProviderEvent = { id: sandboxId('evt'), type, intentId };
    const handler = this.#handler;
    if (!handler) return;
    try {
      await handler(event);
    } catch (err) {
      this.log.error({ err, event }, 'sandbox payments: the event handler failed');
    }
  }

  /**
   * Delivers an event after the current call has answered, as a webhook arrives after the API's answer: the
   * caller may still hold a transaction on the payment the handler will lock.
   */
  emitLater(type: string, intentId: string): void {
    const delivery: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.emit(type, intentId))
      .finally(() => this.#pending.delete(delivery));
    this.#pending.add(delivery);
  }

  /** Resolves once every event handed out so far has been delivered (tests and a graceful shutdown wait on it). */
  async delivered(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}
