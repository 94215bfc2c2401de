import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveEvents, type LiveEventBatch } from '../../../api/live-events.ts';
import { shipmentKeys } from '../api/shipment-keys.ts';

/** Whether a pushed batch holds a shipment event (begin, late, notify, end) of this account. */
export function changesShipments(batch: LiveEventBatch, accountId: number): boolean {
  return batch.accountId === accountId && batch.events.some((e) => e.event_type.startsWith('shipment_'));
}

/**
 * A shipment event pushed over the socket reloads the account's shipment lists and details on screen: the
 * status and estimate changed. One batch costs one refetch of each shown query.
 */
export function useLiveShipments(accountId: number): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      liveEvents.subscribe((batch) => {
        if (changesShipments(batch, accountId))
          void queryClient.invalidateQueries({ queryKey: shipmentKeys.all(accountId) });
      }),
    [queryClient, accountId],
  );
}
