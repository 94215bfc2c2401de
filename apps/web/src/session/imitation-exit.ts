const KEY = 'lodestar.imitateFrom';

/**
 * Remembers the admin origin an imitation was started from (`imitate_from`), so Quit Imitation can return there.
 * Only the app's own hosts are accepted: the value comes from the address bar and must not become an open redirect.
 */
export function rememberImitationOrigin(value: string, ownHosts: readonly string[]): void {
  try {
    const url = new URL(value);
    if (!['http:', 'https:'].includes(url.protocol) || !ownHosts.includes(url.hostname)) return;
    window.sessionStorage.setItem(KEY, url.origin);
  } catch {
    // not an address: ignore it
  }
}

/** Where Quit Imitation goes: the remembered admin origin's root, else this host's root. */
export function imitationExitUrl(): string {
  let origin: string | null = null;
  try {
    origin = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
  } catch {
    // storage switched off: stay on this host
  }
  return origin ? `${origin}/` : '/';
}
