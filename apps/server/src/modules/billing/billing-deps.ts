import type { Db } from '../../db/database.ts';
import type { BrandLinks } from '../../http/brand-links.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import type { SubscriptionEffects } from '../subscriptions/subscription-effects.ts';
import type { KeyedLock } from './keyed-lock.ts';

export interface BillingLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the billing services work with; the plugin builds it once from the app's services. */
export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  effects: SubscriptionEffects;
  /** where receipts and failure notices link to */
  links: BrandLinks;
  /** after a commit that queued mail: send it now rather than at the outbox's next poll */
  kick(): void;
  log: BillingLog;
  /** this instance's Pay Now submissions, one at a time per order */
  submissions: KeyedLock;
  /** the clock (tests move it) */
  now(): Date;
}
