import { describe, expect, it } from 'vitest';
import {
  defaultShipmentWindow,
  listParamsOf,
  shipmentListCsvQuery,
  shipmentListQuery,
  windowOf,
} from './shipment-list-query.ts';

const params = {
  archived: false,
  search: '  pallets ',
  statuses: ['Running Late', 'In Progress'] as const,
  dateFrom: '2026-01-01T00:00:00.000Z',
  dateTo: '2026-01-31T00:00:00.000Z',
};

describe('the shipment list query (spec 2 §7 List)', () => {
  it('asks for the window, tab, trimmed search and statuses with the tracker and its position', () => {
    expect(shipmentListQuery(params)).toEqual({
      include: 'device',
      with_current_position: 1,
      with_geofences: 1,
      date_from: params.dateFrom,
      date_to: params.dateTo,
      search: 'pallets',
      status: 'In Progress,Running Late',
      archived: 0,
    });
  });

  it('leaves out an empty search and no status filter; the Archived tab asks for archived', () => {
    const query = shipmentListQuery({ ...params, search: ' ', statuses: [], archived: true });
    expect(query.search).toBeUndefined();
    expect(query.status).toBeUndefined();
    expect(query.archived).toBe(1);
  });

  it('the CSV has the same filters, download=true and the offset east of UTC', () => {
    const csv = shipmentListCsvQuery(params);
    expect(csv).toMatchObject({
      download: 'true',
      search: 'pallets',
      date_from: params.dateFrom,
      archived: 0,
    });
    expect(csv.offset).toBe(-new Date().getTimezoneOffset());
    expect(csv).not.toHaveProperty('include');
  });
});

describe('the default shipment window (spec 2 §9)', () => {
  it('runs from the start of the day 15 days ago to the end of the day 15 days ahead', () => {
    const now = new Date(2026, 5, 20, 14, 30);
    const window = defaultShipmentWindow(now);
    expect(new Date(window.dateFrom)).toEqual(new Date(2026, 5, 5, 0, 0, 0, 0));
    expect(new Date(window.dateTo)).toEqual(new Date(2026, 6, 5, 23, 59, 59, 999));
  });
});

describe('the list the address asks for', () => {
  const defaults = { dateFrom: '2026-01-01T00:00:00.000Z', dateTo: '2026-01-31T00:00:00.000Z' };

  it('reads the search, tab, known statuses and window', () => {
    const query = new URLSearchParams(
      'search=+acme+&tab=archived&status=Completed,Bogus,Running Late&from=2026-02-01T00:00:00Z&to=2026-02-03T00:00:00Z',
    );
    expect(listParamsOf(query, defaults)).toEqual({
      archived: true,
      search: 'acme',
      statuses: ['Completed', 'Running Late'],
      dateFrom: '2026-02-01T00:00:00Z',
      dateTo: '2026-02-03T00:00:00Z',
    });
  });

  it('an empty address is the General tab of the default window; a bad date keeps the default', () => {
    expect(listParamsOf(new URLSearchParams(), defaults)).toEqual({
      archived: false,
      search: '',
      statuses: [],
      ...defaults,
    });
    expect(windowOf(new URLSearchParams('from=soon&to=later'), defaults)).toEqual(defaults);
  });
});
