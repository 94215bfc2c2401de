import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { ICCID_A, ICCID_B, json, sims, swap, tracker } from '../testing/sim-fixtures.ts';
import { fetchReplacementDevices } from './get-replacement-devices.ts';
import { fetchReplacementIccids } from './get-replacement-iccids.ts';
import { fetchSimSwap, swapPollInterval } from './get-sim-swap.ts';
import { reloadAfterSwap } from './reload-sim-replacement.ts';
import { replaceSim } from './replace-sim.ts';
import { simReplacementKeys } from './sim-replacement-keys.ts';

const fetchMock = vi.fn<typeof fetch>();
const sent = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return {
    url: String(url),
    method: init?.method ?? 'GET',
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
};
/** Answers by path, as the server would. */
const answer = (routes: Record<string, () => Response>) =>
  fetchMock.mockImplementation(async (url) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    return routes[path]?.() ?? json(404, { message: 'Not Found' });
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the SIM replacement calls (spec 3 §7)', () => {
  it('asks for the trackers due with the banner setting, and the drawer SIMs', async () => {
    const page = { data: [tracker(1)], meta: { banner_hidden: false } };
    fetchMock
      .mockResolvedValueOnce(json(200, page))
      .mockResolvedValueOnce(json(200, { data: sims(ICCID_A) }));
    expect(await fetchReplacementDevices(7)).toEqual(page);
    expect(await fetchReplacementIccids(7)).toEqual(sims(ICCID_A));
    expect(sent(0).url).toBe('/api/accounts/7/sim-replacement/devices');
    expect(sent(1).url).toBe('/api/accounts/7/sim-replacement/iccids');
  });

  it('sends the tracker and the chosen ICCID to replace, and follows the swap by its id', async () => {
    fetchMock
      .mockResolvedValueOnce(json(201, { data: swap() }))
      .mockResolvedValueOnce(json(200, { data: swap({ status: 'confirmed' }) }));
    expect(await replaceSim(7, { device_id: 1, iccid: ICCID_A })).toEqual(swap());
    expect(sent(0)).toEqual({
      url: '/api/accounts/7/sim-replace',
      method: 'POST',
      body: { device_id: 1, iccid: ICCID_A },
    });
    expect((await fetchSimSwap(7, 70)).status).toBe('confirmed');
    expect(sent(1).url).toBe('/api/accounts/7/sim-swaps/70');
  });

  it("hands the server's refusal to the dialog's error panel", async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'This tracker already has a SIM swap in progress' }));
    const refusal = await replaceSim(7, { device_id: 1, iccid: ICCID_A }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).serverMessage).toBe('This tracker already has a SIM swap in progress');
  });

  it('asks again while the swap is in progress, and stops once it is confirmed or failed', () => {
    expect(swapPollInterval(swap())).toBeGreaterThan(0);
    expect(swapPollInterval(swap({ status: 'confirmed' }))).toBe(false);
    expect(swapPollInterval(swap({ status: 'failed' }))).toBe(false);
  });
});

describe('after a swap has settled (spec 3 §4)', () => {
  it('reloads both lists and counts the trackers that can still get a SIM', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // before: two trackers due and three SIMs, as cached by the banner and the dialog
    queryClient.setQueryData(simReplacementKeys.devices(7), { data: [tracker(1), tracker(2)] });
    queryClient.setQueryData(simReplacementKeys.iccids(7), sims(ICCID_A, ICCID_B, '8901260882296834123'));
    answer({
      '/api/accounts/7/sim-replacement/devices': () =>
        json(200, { data: [tracker(2)], meta: { banner_hidden: false } }),
      '/api/accounts/7/sim-replacement/iccids': () => json(200, { data: sims(ICCID_B) }),
    });
    expect(await reloadAfterSwap(queryClient, 7)).toBe(1);
    expect(queryClient.getQueryData(simReplacementKeys.iccids(7))).toEqual(sims(ICCID_B));
  });

  it('offers nothing next when a SIM is left but no tracker is due', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    answer({
      '/api/accounts/7/sim-replacement/devices': () =>
        json(200, { data: [], meta: { banner_hidden: false } }),
      '/api/accounts/7/sim-replacement/iccids': () => json(200, { data: sims(ICCID_B) }),
    });
    expect(await reloadAfterSwap(queryClient, 7)).toBe(0);
  });
});
