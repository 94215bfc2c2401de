import { TIMING } from '@lodestar/contracts';
import { NO_TRACKER_FILTERS, type TrackerFilters } from '@lodestar/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * The Filters popover's values (spec 1 §2.4). The sliders move `draft` at once; the list follows once the
 * slider has rested 500 ms (spec 1 §9 slider debounce) and a further 200 ms (filter application), so dragging
 * across 100 steps filters 10,000 trackers once, not 100 times.
 */
export function useTrackerFilters() {
  const [draft, setDraft] = useState<TrackerFilters>(NO_TRACKER_FILTERS);
  const [rested] = useDebouncedValue(draft, TIMING.filterSliderDebounce);
  const [applied] = useDebouncedValue(rested, TIMING.filterApply);
  return { draft, setDraft, applied };
}
