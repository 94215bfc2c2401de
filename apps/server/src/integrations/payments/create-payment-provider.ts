import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentsLog } from './payments-log.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';
import { StripeProvider } from './stripe/stripe-provider.ts';

/**
 * The payment provider this deployment uses (docs/decisions/0067): Stripe when STRIPE_SECRET_KEY is set, else the
 * embedded sandbox, which keeps its books in the shared database.
 */
export function createPaymentProvider(config: Config, db: Db, log: PaymentsLog): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return new StripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return new SandboxProvider(db, log, { achSettleMs: config.SANDBOX_ACH_SETTLE_MS });
}
