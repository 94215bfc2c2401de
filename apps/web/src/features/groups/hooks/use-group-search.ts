import { TIMING } from '@lodestar/contracts';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The group search, bound to the `search` query parameter (spec 1 §2.4) like the tracker list's: the box
 * updates at once, the URL (and so the server-side search) 100 ms after the last keystroke (spec 1 §9),
 * replacing the history entry so Back leaves the screen.
 */
export function useGroupSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  // Back, Forward or a link changed the parameter: the box shows it
  if (search !== seen) {
    setSeen(search);
    setText(search);
  }

  const commit = useDebouncedCallback((value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim() === '') next.delete('search');
        else next.set('search', value.trim());
        return next;
      },
      { replace: true },
    );
  }, TIMING.groupSearchDebounce);

  const change = useCallback(
    (value: string) => {
      setText(value);
      commit(value);
    },
    [commit],
  );

  /** Leaving for a group: a search still waiting to reach the address would cancel that navigation. */
  const dropPending = commit.cancel;

  return { text, search: search.trim(), change, dropPending };
}
