import type { Account } from '@lodestar/contracts';

/** The two brand variants of the app, chosen by host name (spec 1 §1). */
export type Brand = 'business' | 'consumer';

/**
 * The variant an account belongs on: uses_gpx_app true means the business variant, false the consumer one
 * (docs/decisions/0004-brand-variants.md).
 */
export function brandForAccount(account: Pick<Account, 'uses_gpx_app'>): Brand {
  return account.uses_gpx_app ? 'business' : 'consumer';
}

/** True when the current account belongs on the other variant than the one served, so the app must move host. */
export function needsBrandHandOver(
  account: Pick<Account, 'uses_gpx_app'> | null | undefined,
  served: Brand,
): boolean {
  return account != null && brandForAccount(account) !== served;
}
