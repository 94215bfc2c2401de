import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessContext } from '@lodestar/domain';
import { accessAs, json, tracker } from '../testing/sim-fixtures.ts';

const signedIn = vi.hoisted(() => ({ access: null as AccessContext | null }));
vi.mock('../../../session/use-current-account.ts', () => ({
  useCurrentAccount: () => ({ me: signedIn.access ? {} : null, access: signedIn.access }),
}));

const { SimReplacementBanner } = await import('./sim-replacement-banner.tsx');
const { replacementDevicesQueryOptions } = await import('../api/get-replacement-devices.ts');

const fetchMock = vi.fn<typeof fetch>();
const BANNER = 'aria-label="SIM replacement"';

/** Loads the devices call through the real http client (answered by the test), then renders the banner. */
async function bannerFor(access: AccessContext, answer: Response) {
  signedIn.access = access;
  fetchMock.mockResolvedValue(answer);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ ...replacementDevicesQueryOptions(7), retry: false });
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <SimReplacementBanner />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const due = (n: number, hidden = false) =>
  json(200, { data: Array.from({ length: n }, (_, i) => tracker(i + 1)), meta: { banner_hidden: hidden } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the SIM replacement banner (spec 3 §2.10)', () => {
  it("offers an admin 'Replace Now' for the trackers due", async () => {
    const html = await bannerFor(accessAs('admin'), due(3));
    expect(html).toContain(BANNER);
    expect(html).toContain('A new SIM is ready for 3 trackers');
    expect(html).toContain('Replace Now');
    expect(await bannerFor(accessAs('admin'), due(1))).toContain('A new SIM is ready for 1 tracker<');
  });

  it('tells an all member who can replace, without the button', async () => {
    const html = await bannerFor(accessAs('all'), due(2));
    expect(html).toContain('A new SIM is ready for 2 trackers');
    expect(html).toContain('An administrator of this account can replace them.');
    expect(html).not.toContain('Replace Now');
  });

  it('shows nothing to the devices role or without an account', async () => {
    expect(await bannerFor(accessAs('devices'), due(2))).not.toContain(BANNER);
    expect(await bannerFor(accessAs('admin', null), due(2))).not.toContain(BANNER);
  });

  it("hides with no tracker due, by the account's setting, and when the call fails", async () => {
    expect(await bannerFor(accessAs('admin'), due(0))).not.toContain(BANNER);
    expect(await bannerFor(accessAs('admin'), due(2, true))).not.toContain(BANNER);
    expect(await bannerFor(accessAs('admin'), json(403, { message: 'Forbidden' }))).not.toContain(BANNER);
  });
});
