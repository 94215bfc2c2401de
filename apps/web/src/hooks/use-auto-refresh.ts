import { TIMING } from '@lodestar/contracts';
import { useEffect, useRef, useState } from 'react';
import { preferences } from '../session/preferences-storage.ts';

/**
 * Auto-refresh On/Off for one screen (spec 1 §4: persisted; §9: every 30 s), remembered under `preference` in
 * the preferences storage, so an admin imitating a user does not change the user's own choice. While on,
 * `refresh` runs every interval.
 */
export function useAutoRefresh(preference: string, refresh: () => void) {
  const [on, setOn] = useState(() => preferences.get<boolean>(preference) === true);
  // the interval must not restart whenever the caller re-renders (live batches arrive every 250 ms)
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => latest.current(), TIMING.autoRefreshInterval);
    return () => clearInterval(timer);
  }, [on]);

  const change = (next: boolean) => {
    setOn(next);
    preferences.set(preference, next);
  };
  return [on, change] as const;
}
