import type { SubscriptionStatus } from '@lodestar/contracts';

/** What the Subscriptions table asks for. */
export interface SubscriptionListFilter {
  /** null: every status */
  status: SubscriptionStatus | null;
  /** a tracker's name or serial, or part of one; '' for all */
  query: string;
  page: number;
  perPage: number;
}

/**
 * Cache keys of the Subscriptions tab. A subscription lives under 'subscriptions' (its calls are not under the
 * account), the table under the account; a cancel, an activation or a reactivation reloads both.
 */
export const subscriptionKeys = {
  lists: (accountId: number) => ['accounts', accountId, 'subscriptions'] as const,
  list: (accountId: number, filter: SubscriptionListFilter) =>
    ['accounts', accountId, 'subscriptions', filter] as const,
  all: ['subscriptions'] as const,
  one: (id: number) => ['subscriptions', id] as const,
  orders: (id: number, page: number) => ['subscriptions', id, 'orders', page] as const,
  /** Longer than the Payment tab's key, so its writes (a prefix invalidation) reload this one too. */
  paymentMethods: (accountId: number) => ['accounts', accountId, 'payment-methods', 'reactivation'] as const,
};

/**
 * Statuses a subscription write turns into the dialog's own message (the server's, spec 3 §8) instead of the
 * shared reaction: a refused cancel must not leave the screen for the Forbidden or Not Found page.
 */
export const SUBSCRIPTION_WRITE_HANDLES = [400, 402, 403, 404, 409, 422, 500, 502, 503] as const;
