import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EventRange } from '../api/tracker-details-keys.ts';

/**
 * The history period chosen in the top bar (date_from / date_to in the address), which the events list follows.
 * Until the user chooses one the list shows every event: a new tracker's first alarm should not hide behind
 * today's default period.
 */
export function useEventRange(): EventRange {
  const [params] = useSearchParams();
  const from = params.get('date_from') ?? undefined;
  const to = params.get('date_to') ?? undefined;
  return useMemo(() => (from && to ? { date_from: from, date_to: to } : {}), [from, to]);
}
