import { useState } from 'react';

/**
 * The page of a paged list that starts again at 1 whenever `resetKey` (the search and filters, joined into one
 * value) changes (spec 3 §9). The reset happens while rendering, so no request for a stale page goes out.
 */
export function usePage(resetKey: string): [number, (page: number) => void] {
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState(resetKey);
  if (pageOf !== resetKey) {
    setPageOf(resetKey);
    setPage(1);
    return [1, setPage];
  }
  return [page, setPage];
}
