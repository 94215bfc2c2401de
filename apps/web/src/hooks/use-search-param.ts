import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';

/**
 * A list's search box bound to the `search` query parameter (spec 1 §2.4): the URL is the source of truth, so a
 * shared or reloaded link shows the same list. The box updates at once; the URL (and so the list) follows
 * `debounceMs` after the last keystroke (spec 1 §9), replacing the history entry so Back leaves the screen.
 * A search still waiting when the user opens a link is dropped: writing it then would replace that navigation.
 */
export function useSearchParam(debounceMs: number) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  // Back, Forward or a link changed the parameter: the box shows it (adjusting state while rendering, so the
  // box never shows the old text for a frame)
  if (search !== seen) {
    setSeen(search);
    setText(search);
  }
  const navigation = useNavigation();
  const navigating = useRef(false);
  navigating.current = navigation.state !== 'idle';

  const commit = useDebouncedCallback((value: string) => {
    if (navigating.current) return;
    setParams(
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
