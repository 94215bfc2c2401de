import { SHIPMENT_STATUSES, SHIPMENT_WINDOW_DAYS, type ShipmentStatus } from '@lodestar/contracts';

/** Spec 2 §9: the shipment list's search waits 100 ms after the last keystroke, the status filter 200 ms. */
export const SHIPMENT_SEARCH_DEBOUNCE = 100;
export const SHIPMENT_STATUS_DEBOUNCE = 200;
/** Rows a page of the shipment list shows (the map shows every shipment of the window). */
export const SHIPMENT_ROWS_PER_PAGE = 25;

/** What the list screen asks for: the tab, the search, the statuses, and the date window (ISO instants). */
export interface ShipmentListParams {
  archived: boolean;
  search: string;
  statuses: readonly ShipmentStatus[];
  dateFrom: string;
  dateTo: string;
}

/**
 * The query of GET /accounts/{id}/shipments for the list screen (spec 2 §7 List): every shipment of the window
 * at once (no page: the map draws them all and the list pages through them), with its tracker and where that
 * tracker is now, and the geofences of its two ends.
 */
export function shipmentListQuery(params: ShipmentListParams) {
  return {
    include: 'device',
    with_current_position: 1,
    with_geofences: 1,
    date_from: params.dateFrom,
    date_to: params.dateTo,
    search: params.search.trim() || undefined,
    status: params.statuses.length ? [...params.statuses].sort().join(',') : undefined,
    archived: params.archived ? 1 : 0,
  };
}

/** The CSV of the listed shipments: the same filters, download=true and the browser's offset east of UTC. */
export function shipmentListCsvQuery(params: ShipmentListParams, now = new Date()) {
  const {
    include: _include,
    with_current_position: _p,
    with_geofences: _g,
    ...filters
  } = shipmentListQuery(params);
  return { ...filters, download: 'true', offset: -now.getTimezoneOffset() };
}

/** A date window of the list: ISO instants from the start of its first day to the end of its last. */
export interface ShipmentWindow {
  dateFrom: string;
  dateTo: string;
}

/** Spec 2 §9: by default the list shows 15 days before to 15 days after today (whole days, the user's zone). */
export function defaultShipmentWindow(now = new Date()): ShipmentWindow {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - SHIPMENT_WINDOW_DAYS);
  const to = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + SHIPMENT_WINDOW_DAYS,
    23,
    59,
    59,
    999,
  );
  return { dateFrom: from.toISOString(), dateTo: to.toISOString() };
}

/** Statuses of a comma-separated query value, the unknown ones dropped. */
export function statusesOf(value: string | null): ShipmentStatus[] {
  if (!value) return [];
  const known = new Set<string>(SHIPMENT_STATUSES);
  return value.split(',').filter((s): s is ShipmentStatus => known.has(s));
}

/** The window in the address (?from, ?to), else `defaults`. */
export function windowOf(query: URLSearchParams, defaults: ShipmentWindow): ShipmentWindow {
  const from = query.get('from');
  const to = query.get('to');
  return from && to && !Number.isNaN(Date.parse(from)) && !Number.isNaN(Date.parse(to))
    ? { dateFrom: from, dateTo: to }
    : defaults;
}

/** The list the address asks for (?search, ?tab=archived, ?status, ?from, ?to), as the screen and its preload read it. */
export function listParamsOf(query: URLSearchParams, defaults: ShipmentWindow): ShipmentListParams {
  const window = windowOf(query, defaults);
  return {
    archived: query.get('tab') === 'archived',
    search: (query.get('search') ?? '').trim(),
    statuses: statusesOf(query.get('status')),
    dateFrom: window.dateFrom,
    dateTo: window.dateTo,
  };
}
