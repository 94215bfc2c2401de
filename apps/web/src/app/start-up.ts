import { ROUTES } from '@lodestar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { bootConfig } from '../config/boot-config.ts';
import { deleteImitation } from '../session/api/delete-imitation.ts';
import { meQueryKey } from '../session/api/get-me.ts';
import { exchangeTemporaryToken } from '../session/api/temporary-token.ts';
import { rememberImitationOrigin } from '../session/imitation-exit.ts';
import { loadSession } from '../session/load-session.ts';
import { openAccountAsAdmin } from '../session/open-account-as-admin.ts';
import { storeAccountId } from '../session/stored-account.ts';
import { markArrivedByHandOver } from './brand/brand-hand-over.ts';
import { HAND_OVER_PARAMS, withoutHandOverParams } from './brand/hand-over-url.ts';

/** Public pages whose e-mailed link carries its own `token` (not a hand-over): it stays for the page to read. */
const OWN_TOKEN_PAGES: readonly string[] = [
  ROUTES.AcceptInvitationView,
  ROUTES.PasswordResetView,
  ROUTES.ConfirmEmailView,
];

/**
 * Start-up (spec 3 §4): take over a session handed from the other host (`token`), end an imitation on request
 * (`no_imitate`), clean those values out of the address, then load the user. Whether to start here, move host or
 * ask for sign-in is the guard's decision on the first route, which the same rules apply to on every navigation.
 */
export async function startUp(queryClient: QueryClient): Promise<void> {
  const params = new URL(window.location.href).searchParams;
  const ownToken = OWN_TOKEN_PAGES.includes(window.location.pathname);
  const token = ownToken ? null : params.get('token');
  if (token) {
    // a spent token simply leaves the visitor signed out: the guard then asks for sign-in
    await exchangeTemporaryToken(token).catch(() => undefined);
    markArrivedByHandOver();
  }
  if (params.has('no_imitate')) await deleteImitation().catch(() => undefined);
  const imitateFrom = params.get('imitate_from');
  if (imitateFrom) {
    const { businessHost, consumerHost } = bootConfig();
    rememberImitationOrigin(imitateFrom, [businessHost, consumerHost, window.location.hostname]);
  }
  if (!ownToken && HAND_OVER_PARAMS.some((name) => params.has(name))) {
    window.history.replaceState(window.history.state, '', withoutHandOverParams(window.location.href));
  }

  // A page requested without a session cookie has nobody signed in: answering that from the page itself spares
  // a GET /me whose 401 the browser would log on every signed-out load (decision 0032). A handed-over token may
  // just have set the cookie, so then /me is asked as usual.
  if (bootConfig().sessionCookie === false && !token) queryClient.setQueryData(meQueryKey, null);
  const me = await loadSession(queryClient);
  const accountId = Number(params.get('account'));
  // the account chosen on the other host; stored after /me so it lands in the right storage when imitating
  if (me && me.accounts.some((a) => a.id === accountId)) storeAccountId(accountId);
  // `admin` with `account`: an internal admin opens any account as its admin would (decision 0031)
  if (params.has('admin')) await openAccountAsAdmin(queryClient, me, accountId);
}
