import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveEvents } from '../../../api/live-events.ts';
import { shipmentKeys } from '../api/shipment-keys.ts';

/**
 * A shipment event pushed over the socket (begin, late, notify, end) reloads the account's shipment lists and
 * details on screen: the status and estimate changed. One batch costs one refetch of each shown query.
 */
export function useLiveShipments(accountId: number): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      liveEvents.subscribe((batch) => {
        if (batch.accountId !== accountId) return;
        if (!batch.events.some((e) => e.event_type.startsWith('shipment_'))) return;
        void queryClient.invalidateQueries({ queryKey: shipmentKeys.all(accountId) });
      }),
    [queryClient, accountId],
  );
}
