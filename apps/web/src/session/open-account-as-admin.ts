import type { Me } from '@lodestar/contracts';
import { needsBrandHandOver, pickCurrentAccount } from '@lodestar/domain';
import type { QueryClient } from '@tanstack/react-query';
import { bootConfig } from '../config/boot-config.ts';
import { meQueryKey } from './api/get-me.ts';
import { loadSession } from './load-session.ts';
import { storeAccountId, storedAccountId } from './stored-account.ts';

/**
 * Start-up with the spec's `admin` and `account` values (spec 3 §6, decision 0031): an internal admin, as
 * themselves, opens an account they are not a member of. It becomes the current account and GET /me is asked
 * again with it, which then lists it with the admin role. Anyone else, and an imitation, keeps the session as it is.
 * `admin` leaves the address afterwards, unless the account belongs to the other brand's host: the hand-over keeps
 * the page's query, so the other host opens the account the same way.
 */
export async function openAccountAsAdmin(
  queryClient: QueryClient,
  me: Me | null,
  accountId: number,
): Promise<void> {
  let session = me;
  const opens =
    session !== null &&
    session.is_gpx_admin &&
    session.imitated_by === null &&
    Number.isInteger(accountId) &&
    accountId > 0 &&
    !session.accounts.some((a) => a.id === accountId);
  if (opens) {
    storeAccountId(accountId);
    queryClient.removeQueries({ queryKey: meQueryKey, exact: true });
    session = await loadSession(queryClient);
  }
  const current = session ? pickCurrentAccount(session.accounts, storedAccountId()) : null;
  if (!needsBrandHandOver(current, bootConfig().brand)) {
    window.history.replaceState(window.history.state, '', withoutAdminParam(window.location.href));
  }
}

/** The address without the spec's `admin` value once start-up has used it. */
export function withoutAdminParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('admin');
  return `${url.pathname}${url.search}${url.hash}`;
}
