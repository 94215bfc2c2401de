import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Demo serials follow the seed's order: trucks LS100001-20, vans -32, trailers -44, reefers -54.
const TRUCK_01 = 'LS100001';
const DRIVER_TRACKERS = {
  'Van 07 - Driver': 'LS100027',
  'Trailer 07 - Driver': 'LS100039',
  'Reefer 07 - Driver': 'LS100051',
};

interface MapFeature {
  coordinates: [number, number];
  id: number;
  name: string;
}

/** Reports a position the way a phone running Traccar Client does (OsmAnd protocol), without any session. */
async function report(
  request: APIRequestContext,
  serial: string,
  at: { lat: number; lon: number; time: number },
) {
  const query = new URLSearchParams({
    id: serial,
    lat: String(at.lat),
    lon: String(at.lon),
    timestamp: String(Math.floor(at.time / 1000)),
    batt: '55',
  });
  const response = await request.post(`${CONSUMER_ORIGIN}/api/ingest/osmand?${query}`);
  expect(response.status(), await response.text()).toBe(200);
}

/** The trackers in the map's tracker source (its data, not pixels), read through the app's debug hook. */
function mapTrackers(page: Page): Promise<MapFeature[]> {
  return page.evaluate(async () => {
    type Source = {
      getData(): Promise<{
        features: { geometry: { coordinates: [number, number] }; properties: { id: number; name: string } }[];
      }>;
    };
    const hooks = (globalThis as { __lodestar?: { map?: { getSource(id: string): Source | undefined } } })
      .__lodestar;
    const data = await hooks?.map?.getSource('trackers')?.getData();
    return (data?.features ?? []).map((f) => ({ coordinates: f.geometry.coordinates, ...f.properties }));
  });
}

/** Positions the page has received over its socket, per tracker id. */
function receivedByTracker(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      (globalThis as { __lodestar?: { live?: { receivedByTracker: Record<string, number> } } }).__lodestar
        ?.live?.receivedByTracker ?? {},
  );
}

/** Waits until the map has loaded and the live connection is open, so a report made now reaches this page. */
async function waitUntilLive(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const hooks = (globalThis as { __lodestar?: { map?: unknown; live?: { connected: boolean } } })
          .__lodestar;
        return Boolean(hooks?.map) && hooks?.live?.connected === true;
      }),
    )
    .toBe(true);
}

function trackerRow(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Trackers' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

const near = (a: [number, number], b: [number, number]) =>
  Math.abs(a[0] - b[0]) < 1e-4 && Math.abs(a[1] - b[1]) < 1e-4;

test('a reported position moves the marker and updates the row without a reload', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await expect(page.getByRole('heading', { name: 'Trackers' })).toBeVisible();
  await expect(trackerRow(page, 'Truck 01')).toHaveCount(1);
  await waitUntilLive(page);
  // a page load would drop this mark
  await page.evaluate(() => ((globalThis as { e2eSamePage?: boolean }).e2eSamePage = true));

  const denver: [number, number] = [-104.9903, 39.7392];
  await report(request, TRUCK_01, { lon: denver[0], lat: denver[1], time: Date.now() });

  const row = trackerRow(page, 'Truck 01');
  await expect(row).toContainText('Denver');
  await expect(row).toContainText(/Last report a few seconds ago/);
  await expect(row.getByLabel('Battery 55%')).toBeVisible();
  await expect
    .poll(async () => (await mapTrackers(page)).find((t) => t.name === 'Truck 01')?.coordinates)
    .toEqual(denver);
  expect(await page.evaluate(() => (globalThis as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
});

test('the map draws the bundled base map when no tile server is configured', async ({ page }) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await waitUntilLive(page);
  await expect
    .poll(() =>
      page.evaluate(() => {
        type LandMap = {
          getSource(id: string): unknown;
          querySourceFeatures(id: string, options: { sourceLayer: string }): unknown[];
        };
        const map = (globalThis as { __lodestar?: { map?: LandMap } }).__lodestar?.map;
        // the land of the bundled tiles, of the world view or of the detailed one, whichever the start zoom draws
        if (!map?.getSource('offline-base-map')) return 0;
        return map.querySourceFeatures('offline-base-map', { sourceLayer: 'land' }).length;
      }),
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('radio', { name: 'Satellite' })).toHaveCount(0);
});

test('a driver sees only their 3 trackers and receives no other tracker', async ({ page, request }) => {
  const earlier = Date.now() - 120_000;
  const starts: [number, number][] = [
    [-87.6298, 41.8781],
    [-90.199, 38.627],
    [-93.265, 44.9778],
  ];
  for (const [i, serial] of Object.values(DRIVER_TRACKERS).entries()) {
    const [lon, lat] = starts[i]!;
    await report(request, serial, { lon, lat, time: earlier });
  }

  await signIn(page, 'driver@acme.test', { origin: BUSINESS_ORIGIN });
  const rows = page.getByRole('list', { name: 'Trackers' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  for (const name of Object.keys(DRIVER_TRACKERS)) await expect(trackerRow(page, name)).toHaveCount(1);
  await waitUntilLive(page);
  await expect
    .poll(async () => (await mapTrackers(page)).map((t) => t.name).sort())
    .toEqual(Object.keys(DRIVER_TRACKERS).sort());
  const ownIds = (await mapTrackers(page)).map((t) => String(t.id));

  // someone else's truck reports first, then the driver's van: once the van's report is here, the truck's
  // would have been too
  await report(request, TRUCK_01, { lon: -95.3698, lat: 29.7604, time: Date.now() });
  const moved: [number, number] = [-86.1581, 39.7684];
  await report(request, DRIVER_TRACKERS['Van 07 - Driver'], {
    lon: moved[0],
    lat: moved[1],
    time: Date.now(),
  });

  await expect
    .poll(async () => (await mapTrackers(page)).find((t) => t.name === 'Van 07 - Driver')?.coordinates)
    .toEqual(moved);
  const received = await receivedByTracker(page);
  expect(Object.keys(received).length).toBeGreaterThan(0);
  expect(Object.keys(received).every((id) => ownIds.includes(id))).toBe(true);
  expect(await mapTrackers(page)).toHaveLength(3);
  expect((await mapTrackers(page)).every((t) => !near(t.coordinates, [-95.3698, 29.7604]))).toBe(true);
  await expect(rows).toHaveCount(3);
});
