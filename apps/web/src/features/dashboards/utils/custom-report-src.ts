import type { Account } from '@lodestar/contracts';

/**
 * The address of the account's embedded report (setting embed_report_src), when it is one a frame may load:
 * an absolute http(s) URL. Anything else (a javascript: or data: address, a typo) is null, and nothing is
 * embedded; the server's Content-Security-Policy allows the same origin and no other (decision 0064).
 */
export function customReportSrc(account: Pick<Account, 'settings'> | null | undefined): string | null {
  const raw = account?.settings.find((s) => s.code === 'embed_report_src')?.value?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
