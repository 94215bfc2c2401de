import type { ShipmentStatus } from '@lodestar/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import {
  defaultShipmentWindow,
  SHIPMENT_SEARCH_DEBOUNCE,
  SHIPMENT_STATUS_DEBOUNCE,
  statusesOf,
  windowOf,
  type ShipmentListParams,
  type ShipmentWindow,
} from '../api/shipment-list-query.ts';

export type ShipmentTab = 'general' | 'archived';

/**
 * The list's choices, kept in the address so a reload or Back shows the same list: the search (debounced 100 ms,
 * spec 2 §9), the tab (?tab=archived), the window (?from, ?to; ±15 days by default). The status filter waits
 * 200 ms after the last change before it asks the server.
 */
export function useShipmentListParams() {
  const search = useSearchParam(SHIPMENT_SEARCH_DEBOUNCE);
  const [params, setParams] = useSearchParams();
  const tab: ShipmentTab = params.get('tab') === 'archived' ? 'archived' : 'general';
  const [statuses, setStatuses] = useState<ShipmentStatus[]>(() => statusesOf(params.get('status')));
  const [debouncedStatuses] = useDebouncedValue(statuses, SHIPMENT_STATUS_DEBOUNCE);
  const [defaults] = useState(() => defaultShipmentWindow());
  const window = windowOf(params, defaults);

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );

  const list: ShipmentListParams = useMemo(
    () => ({
      archived: tab === 'archived',
      search: search.search,
      statuses: debouncedStatuses,
      dateFrom: window.dateFrom,
      dateTo: window.dateTo,
    }),
    [tab, search.search, debouncedStatuses, window.dateFrom, window.dateTo],
  );

  return {
    list,
    search,
    tab,
    setTab: (next: ShipmentTab) =>
      update((p) => (next === 'archived' ? p.set('tab', 'archived') : p.delete('tab'))),
    statuses,
    setStatuses: (next: ShipmentStatus[]) => {
      setStatuses(next);
      update((p) => (next.length ? p.set('status', next.join(',')) : p.delete('status')));
    },
    window,
    setWindow: (next: ShipmentWindow) =>
      update((p) => {
        p.set('from', next.dateFrom);
        p.set('to', next.dateTo);
      }),
  };
}
