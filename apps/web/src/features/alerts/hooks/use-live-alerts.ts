import type { TrackerEventsPage } from '@lodestar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveEvents } from '../../../api/live-events.ts';
import { alertKeys, type AlertListParams } from '../api/alert-keys.ts';
import { ALERTS_PER_PAGE } from '../api/get-recent-alerts.ts';
import { withLiveAlerts } from '../utils/live-alerts.ts';

/**
 * While Recent Alerts is open: each batch of pushed events (one per socket controller flush) goes to the top of
 * page 1 at once, and `onBatch` runs once for it (the user has seen them: the unread count stays at 0).
 */
export function useLiveAlerts(accountId: number, params: AlertListParams, onBatch: () => void) {
  const client = useQueryClient();
  const latest = useRef({ params, onBatch });
  useEffect(() => {
    latest.current = { params, onBatch };
  });

  useEffect(
    () =>
      liveEvents.subscribe((batch) => {
        if (batch.accountId !== accountId) return;
        const { params: shown, onBatch: seen } = latest.current;
        if (shown.page === 1)
          client.setQueryData<TrackerEventsPage>(alertKeys.list(accountId, shown), (page) =>
            page ? withLiveAlerts(page, batch.events, shown, ALERTS_PER_PAGE) : page,
          );
        seen();
      }),
    [accountId, client],
  );
}
