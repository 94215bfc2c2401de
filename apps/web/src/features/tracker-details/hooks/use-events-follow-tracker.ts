import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { trackerDetailsKeys } from '../api/tracker-details-keys.ts';

/**
 * Reloads the events whenever the tracker itself is reloaded (the top bar's refresh and auto-refresh reload the
 * tracker), so a new alarm shows up in Events together with the position that raised it.
 */
export function useEventsFollowTracker(deviceId: number, trackerUpdatedAt: number): void {
  const queryClient = useQueryClient();
  const seen = useRef(trackerUpdatedAt);
  useEffect(() => {
    const previous = seen.current;
    seen.current = trackerUpdatedAt;
    // the first load (nothing seen before) is not a reload: the events are loading for the first time anyway
    if (previous === 0 || previous === trackerUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: trackerDetailsKeys.allEvents(deviceId) });
  }, [queryClient, deviceId, trackerUpdatedAt]);
}
