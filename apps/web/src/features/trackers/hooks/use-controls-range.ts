import { useState } from 'react';
import { defaultListRange, type DateRange } from '../../../components/date-range/date-range-limits.ts';
import { preferences } from '../../../session/preferences-storage.ts';

const PREFERENCE = 'trackers.controlsRange';

function isRange(value: unknown): value is DateRange {
  const range = value as Partial<DateRange> | null;
  return (
    typeof range?.from === 'string' && typeof range.to === 'string' && !Number.isNaN(Date.parse(range.from))
  );
}

/**
 * The 'controls' history period of the tracker list (spec 1 §2.4, persisted per §4). Stored in the preferences
 * storage, so an imitation keeps its own; starts two days back (spec 1 §9) when nothing was stored.
 */
export function useControlsRange() {
  const [range, setRange] = useState<DateRange>(() => {
    const stored = preferences.get<unknown>(PREFERENCE);
    return isRange(stored) ? stored : defaultListRange();
  });
  const change = (next: DateRange) => {
    setRange(next);
    preferences.set(PREFERENCE, next);
  };
  return [range, change] as const;
}
