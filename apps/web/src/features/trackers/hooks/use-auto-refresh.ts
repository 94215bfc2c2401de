import { useAutoRefresh as useStoredAutoRefresh } from '../../../hooks/use-auto-refresh.ts';

const PREFERENCE = 'trackers.autoRefresh';

/** The tracker list's auto-refresh On/Off (spec 1 §4, §9), remembered apart from other screens'. */
export function useAutoRefresh(refresh: () => void) {
  return useStoredAutoRefresh(PREFERENCE, refresh);
}
