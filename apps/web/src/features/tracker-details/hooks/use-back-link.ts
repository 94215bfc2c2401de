import { useState } from 'react';
import { useLocation } from 'react-router';
import { backTarget, isListPath } from '../utils/back-target.ts';

/** The link state a list passes when it opens a tracker: the list's address with its search query. */
export interface TrackerLinkState {
  backTo?: string;
}

const STORAGE_KEY = 'lodestar.tracker-details.back';

/**
 * Where the back link goes (spec 1 §2.6). The list passes its address as link state; it is kept for the visit and
 * in session storage, because changing the history period replaces the address without that state, and a reload
 * should keep it too.
 */
export function useBackLink(): { to: string; label: string } {
  const location = useLocation();
  const [target] = useState(() => {
    const fromLink = (location.state as TrackerLinkState | null)?.backTo;
    if (isListPath(fromLink)) {
      sessionStorage.setItem(STORAGE_KEY, fromLink);
      return backTarget(fromLink);
    }
    return backTarget(sessionStorage.getItem(STORAGE_KEY));
  });
  return target;
}
