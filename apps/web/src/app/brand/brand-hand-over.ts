import type { Account } from '@lodestar/contracts';
import { needsBrandHandOver } from '@lodestar/domain';
import { bootConfig } from '../../config/boot-config.ts';
import { createTemporaryToken } from '../../session/api/temporary-token.ts';
import { handOverUrl } from './hand-over-url.ts';

let arrivedByHandOver = false;

/**
 * Start-up calls this when the page was opened with a hand-over token. The page then stays on this host whatever
 * the account says: if the two hosts disagree about the brand, bouncing back would loop forever.
 */
export function markArrivedByHandOver(): void {
  arrivedByHandOver = true;
}

/**
 * Moves the user to the other brand's host when the current account belongs there (spec 1 §1, spec 3 §4): a
 * temporary token carries the session, `account` the choice. Resolves only when the user stays here; when the
 * page leaves, the returned promise never settles, so nothing renders on the way out.
 */
export async function handOverIfOtherBrand(account: Account | null, path: string): Promise<void> {
  const { brand, businessHost, consumerHost } = bootConfig();
  if (arrivedByHandOver || account === null || !needsBrandHandOver(account, brand)) return;
  let token: string;
  try {
    token = await createTemporaryToken();
  } catch {
    // without a token the other host would only ask for sign-in again: better to stay on this variant
    return;
  }
  const { protocol, port } = window.location;
  const otherHost = brand === 'business' ? consumerHost : businessHost;
  window.location.assign(handOverUrl({ path, protocol, port, otherHost, token, accountId: account.id }));
  await new Promise<never>(() => {});
}
