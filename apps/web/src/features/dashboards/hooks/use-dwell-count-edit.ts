import { TIMING, type DwellGeofence, type DwellGeofencePage } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dwellKeys, geofenceScreensKey, type DwellListChoice } from '../api/dwell-keys.ts';
import { fetchDwellGeofence } from '../api/get-dwell-geofence.ts';
import { updateDwellField, type DwellEditableField } from '../api/update-dwell-field.ts';
import { commitDwellCount, type DwellCountOutcome } from '../utils/dwell-count-input.ts';

/** The words of each editable count in messages ('Error setting allowable dwell days'). */
export const DWELL_FIELD_LABELS: Record<DwellEditableField, string> = {
  allowable_dwell_days: 'allowable dwell days',
  min_assets: 'min assets',
  max_assets: 'max assets',
};

/** Puts a geofence's fresh figures into every cached page of the dwell table that shows it. */
function replaceRow(pages: DwellGeofencePage | undefined, fresh: DwellGeofence) {
  if (!pages) return pages;
  return { ...pages, data: pages.data.map((row) => (row.id === fresh.id ? fresh : row)) };
}

/**
 * Inline edits of one geofence's counts (spec 2 §5, §8). A saved count reads the geofence's figures again (the
 * single-geofence call), since its share of allowance and exceeding count depend on it; a failure is a red
 * toast (it outlives a row that goes away) and the caller restores the old value; a geofence gone is dropped
 * from the table by reloading it.
 */
export function useDwellCountEdit(accountId: number, geofenceId: number, period: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (field: DwellEditableField, typed: string, current: number | null): Promise<DwellCountOutcome> => {
      const outcome = await commitDwellCount({
        typed,
        current,
        fieldLabel: DWELL_FIELD_LABELS[field],
        send: (value) => updateDwellField(accountId, geofenceId, field, value),
      });
      if (outcome.kind === 'failed') {
        if (outcome.message)
          notifications.show({ color: 'red', message: outcome.message, autoClose: TIMING.serverErrorToast });
        if (outcome.gone) void queryClient.invalidateQueries({ queryKey: dwellKeys.lists(accountId) });
      }
      if (outcome.kind === 'saved') {
        void queryClient.invalidateQueries({ queryKey: geofenceScreensKey(accountId) });
        try {
          const fresh = await fetchDwellGeofence(accountId, geofenceId, period);
          const samePeriod = (key: readonly unknown[]) =>
            (key[4] as DwellListChoice | undefined)?.period === period;
          queryClient.setQueriesData<DwellGeofencePage>(
            { queryKey: dwellKeys.lists(accountId), predicate: (q) => samePeriod(q.queryKey) },
            (pages) => replaceRow(pages, fresh),
          );
          // the other periods' pages measured against the old value: read again when next shown
          void queryClient.invalidateQueries({
            queryKey: dwellKeys.lists(accountId),
            predicate: (q) => !samePeriod(q.queryKey),
            refetchType: 'none',
          });
        } catch {
          // the figures could not be read again: the next load of the table brings them
          void queryClient.invalidateQueries({ queryKey: dwellKeys.lists(accountId) });
        }
      }
      return outcome;
    },
    [accountId, geofenceId, period, queryClient],
  );
}
