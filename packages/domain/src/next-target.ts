/** Where a signed-in user lands when no better target is known: the tracker list. */
export const DEFAULT_TARGET = '/trackers';

/**
 * The root rule (spec 1 §2.1, spec 3 §2.1): go to the path in `next` if it contains a letter, otherwise to the
 * tracker list. Only same-site paths are followed, so a crafted link cannot send a user to another site
 * (`//evil.example`, `/\evil.example`, `https://…`), and `next` never points back at the login screen.
 */
export function nextTarget(next: string | null | undefined): string {
  if (next == null || !/[a-z]/i.test(next)) return DEFAULT_TARGET;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DEFAULT_TARGET;
  if (/^\/login(?:[/?#]|$)/i.test(next)) return DEFAULT_TARGET;
  return next;
}
