/** Query values that only carry a hand-over between hosts and must not travel further. */
export const HAND_OVER_PARAMS = ['token', 'account', 'no_imitate', 'imitate_from'] as const;

export interface HandOverTarget {
  /** The page the user is going to, e.g. `/trackers?search=van`. */
  path: string;
  /** Current location protocol and port, kept on the other host. */
  protocol: string;
  port: string;
  otherHost: string;
  token: string;
  accountId: number;
}

/**
 * The address on the other brand's host that opens the same page with a one-time token and the chosen account
 * (docs/decisions/0004-brand-variants.md). Earlier hand-over values in the path are dropped so they never pile up.
 */
export function handOverUrl(target: HandOverTarget): string {
  const url = new URL(target.path, 'http://placeholder');
  for (const name of HAND_OVER_PARAMS) url.searchParams.delete(name);
  url.searchParams.set('token', target.token);
  url.searchParams.set('account', String(target.accountId));
  const port = target.port ? `:${target.port}` : '';
  return `${target.protocol}//${target.otherHost}${port}${url.pathname}${url.search}${url.hash}`;
}

/** The current address without the hand-over values, for history.replaceState after start-up used them. */
export function withoutHandOverParams(href: string): string {
  const url = new URL(href);
  for (const name of HAND_OVER_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
