import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useLatestSearchParams } from './latest-search-params.ts';

/**
 * A list's search box bound to the `search` query parameter (spec 1 §2.4): the URL is the source of truth, so a
 * shared or reloaded link shows the same list. The box updates at once; the URL (and so the list) follows
 * `debounceMs` after the last keystroke (spec 1 §9), replacing the history entry so Back leaves the screen.
 * The search is written on top of the address as it is then, so a list tab or filter chosen while it waited
 * stays chosen; a search still waiting when the user opens a link to another page is dropped, since writing it
 * would replace that navigation.
 */
export function useSearchParam(debounceMs: number) {
  const [params] = useSearchParams();
  const update = useLatestSearchParams(useLocation().pathname);
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  // Back, Forward or a link changed the parameter: the box shows it (adjusting state while rendering, so the
  // box never shows the old text for a frame)
  if (search !== seen) {
    setSeen(search);
    setText(search);
  }
  const commit = useDebouncedCallback((value: string) => {
    update(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim() === '') next.delete('search');
        else next.set('search', value.trim());
        return next;
      },
      { replace: true },
    );
  }, debounceMs);

  const change = useCallback(
    (value: string) => {
      setText(value);
      commit(value);
    },
    [commit],
  );

  /** Drops a search still waiting to reach the address (the user is leaving for a link). */
  const dropPending = commit.cancel;

  return { text, search: search.trim(), change, dropPending };
}
