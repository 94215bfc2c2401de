import type { AccessContext } from '@lodestar/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadView } from './preloads.ts';

// the map chunks are not this test's concern: loading MapLibre here would only start its workers
vi.mock('../../map/lazy-tracker-history-map.tsx', () => ({ preloadTrackerHistoryMap: vi.fn() }));
vi.mock('../../map/lazy-trackers-map.tsx', () => ({ preloadTrackersMap: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));
const positionsRequests = () => requested().filter((url) => url.includes('/positions?'));

const trackerAnswer = (accountId: number, id: number) =>
  new Response(JSON.stringify({ data: { id, account_id: accountId, name: 'Van 1' } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** The tracker lookup answers only when the test says so; the history download never does. */
function holdTracker(): (answer: Response) => void {
  let answerTracker: (answer: Response) => void = () => {};
  fetchMock.mockImplementation((url) =>
    String(url).includes('/positions?')
      ? new Promise<Response>(() => {})
      : new Promise<Response>((resolve) => (answerTracker = resolve)),
  );
  return (answer) => answerTracker(answer);
}

const context = (account: { id: number } | null, params: Record<string, string>) => ({
  params,
  search: new URLSearchParams(),
  access: (account ? { account } : { account: null }) as unknown as AccessContext,
  queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  from: null,
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the tracker details preload', () => {
  it('starts the history download together with the tracker lookup, and only once', async () => {
    const answer = holdTracker();
    const preload = preloadView('DeviceDetailsView', context({ id: 7 }, { id: '42' }));

    await vi.waitFor(() => expect(positionsRequests()).toHaveLength(1));
    expect(positionsRequests()[0]).toMatch(/^\/api\/accounts\/7\/devices\/42\/positions\?.*format=packed/);
    expect(requested()).toContain('/api/accounts/7/devices/42');

    answer(trackerAnswer(7, 42));
    await preload;
    expect(positionsRequests()).toHaveLength(1);
  });

  it('waits for the tracker to name its account when there is none (an internal admin without one)', async () => {
    const answer = holdTracker();
    const preload = preloadView('DeviceDetailsView', context(null, { id: '42' }));

    await vi.waitFor(() => expect(requested()).toContain('/api/devices/42'));
    expect(positionsRequests()).toEqual([]);

    answer(trackerAnswer(9, 42));
    await preload;
    await vi.waitFor(() => expect(positionsRequests()).toHaveLength(1));
    expect(positionsRequests()[0]).toMatch(/^\/api\/accounts\/9\/devices\/42\/positions\?/);
  });

  it('asks for nothing when the address holds no tracker id', async () => {
    holdTracker();
    await preloadView('DeviceDetailsView', context({ id: 7 }, { id: 'abc' }));
    expect(requested()).toEqual([]);
  });
});
