import type { Account } from '@lodestar/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadShipment, preloadShipmentList } from './preload-shipments.ts';
import { shipmentKeys } from './shipment-keys.ts';
import { defaultShipmentWindow, listParamsOf } from './shipment-list-query.ts';

// loading MapLibre here would only start its workers
vi.mock('../../../map/lazy-shipments-map.tsx', () => ({ preloadShipmentsMap: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const account = { id: 7 } as Account;
const answer = (data: unknown) =>
  new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the shipment preloads (spec 3 §2.2)', () => {
  it("fetches the address's list of the ±15-day window under the list screen's own key", async () => {
    const meta = { current_page: 1, last_page: 1, from: null, to: null, total: 0, per_page: 1 };
    fetchMock.mockResolvedValue(answer({ data: [], meta }));
    const queryClient = new QueryClient();
    const search = new URLSearchParams('search=pallets&tab=archived');
    preloadShipmentList(queryClient, account, search);

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe('/api/accounts/7/shipments');
    expect(url.searchParams.get('search')).toBe('pallets');
    expect(url.searchParams.get('archived')).toBe('1');
    expect(url.searchParams.get('with_current_position')).toBe('1');
    const window = defaultShipmentWindow();
    expect(url.searchParams.get('date_from')).toBe(window.dateFrom);
    const key = shipmentKeys.list(7, listParamsOf(search, window));
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ data: [], meta }));
  });

  it('awaits the shipment of a details or edit address, and skips an id that is not one', async () => {
    fetchMock.mockResolvedValue(answer({ data: { id: 3, name: 'Steel coils' } }));
    const queryClient = new QueryClient();
    expect(preloadShipment(queryClient, account, 'new')).toBeUndefined();
    await preloadShipment(queryClient, account, '3');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^\/api\/accounts\/7\/shipments\/3\?.*with_path=1/);
    expect(queryClient.getQueryData(shipmentKeys.one(7, 3))).toEqual({ id: 3, name: 'Steel coils' });
  });
});
