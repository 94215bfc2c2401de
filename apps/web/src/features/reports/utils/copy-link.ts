import { REPORT_TEXTS, REPORT_TIMING } from '@lodestar/contracts';

/** What copying needs from the page, passed in so it can be tried without a browser. */
export interface CopyEnvironment {
  secure: boolean;
  writeText: ((text: string) => Promise<void>) | undefined;
  toast: (message: string, autoClose: number) => void;
  /** The button says 'Copied!' while this is true. */
  setCopied: (copied: boolean) => void;
  schedule: (run: () => void, ms: number) => unknown;
  logError: (message: string) => void;
}

/** Spec 2 §8: copying on a page that is not secure only logs this. */
export const NOT_SECURE = 'Connection is not secure';

/**
 * Copies a public link (spec 2 §2, §9): the button reads 'Copied!' for 2 s and a toast says so for 800 ms. On a
 * non-secure page (no Clipboard API) only a console error, nothing on screen (spec 2 §8). Answers whether it copied.
 */
export async function copyLink(url: string, env: CopyEnvironment): Promise<boolean> {
  if (!env.secure || !env.writeText) {
    env.logError(NOT_SECURE);
    return false;
  }
  await env.writeText(url);
  env.toast(REPORT_TEXTS.copied, REPORT_TIMING.copyToast);
  env.setCopied(true);
  env.schedule(() => env.setCopied(false), REPORT_TIMING.copiedLabel);
  return true;
}
