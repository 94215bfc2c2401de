import { useEffect } from 'react';

/** Whether this page (the HTML document) was served for `path`, rather than reached by an in-app link. */
export function documentServedFor(path: string, documentUrl: string | undefined): boolean {
  if (documentUrl === undefined) return true;
  const served = new URL(documentUrl).pathname.replace(/\/+$/, '');
  return served === path.replace(/\/+$/, '');
}

function documentUrl(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation');
  return entry?.name;
}

/**
 * The custom report's origin is allowed to be framed only in the page the server serves for the report's own
 * address (decision 0064): the policy of a page stays what it was when the page loaded. Reached by an in-app link
 * from another screen, the page loads again at this address, once; true when the frame may be shown.
 */
export function useReportDocument(path: string): boolean {
  const ready = documentServedFor(path, documentUrl());
  useEffect(() => {
    if (!ready) window.location.reload();
  }, [ready]);
  return ready;
}
