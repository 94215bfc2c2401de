import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { decodePackedPath } from '@lodestar/contracts';
import { BUSINESS_ORIGIN, CONSUMER_ORIGIN, signIn } from './support.ts';

// Demo serials follow the seed's order (see tracking.spec.ts); trucks other than those that spec moves.
const CELL_TRUCK = { serial: 'LS100005', name: 'Truck 05' };
const WIFI_TRUCK = { serial: 'LS100006', name: 'Truck 06' };

type Hooks = {
  map?: {
    getSource(
      id: string,
    ): { getData(): Promise<{ features: { properties: Record<string, unknown> }[] }> } | undefined;
    getLayoutProperty(layer: string, name: string): unknown;
    getZoom(): number;
    hasImage(id: string): boolean;
  };
  live?: { connected: boolean };
};

/** A non-GPS fix with an accuracy, reported over OsmAnd as a tracker would. */
async function reportFix(
  request: APIRequestContext,
  serial: string,
  fix: string,
  accuracy: number,
  lonLat: [number, number],
) {
  const query = new URLSearchParams({
    id: serial,
    lon: String(lonLat[0]),
    lat: String(lonLat[1]),
    timestamp: String(Math.floor(Date.now() / 1000)),
    fix,
    accuracy: String(accuracy),
  });
  const response = await request.post(`${CONSUMER_ORIGIN}/api/ingest/osmand?${query}`);
  expect(response.status(), await response.text()).toBe(200);
}

/** The `name` property of every feature in a map source (its data, not pixels). */
function sourceNames(page: Page, source: string, property = 'name'): Promise<unknown[]> {
  return page.evaluate(
    async ([id, key]) => {
      const hooks = (globalThis as { __lodestar?: Hooks }).__lodestar;
      const data = await hooks?.map?.getSource(id!)?.getData();
      return (data?.features ?? []).map((f) => f.properties[key!]);
    },
    [source, property],
  );
}

/** Two properties of every feature in a map source, read together. */
function sourcePairs(page: Page, source: string, a: string, b: string): Promise<[unknown, unknown][]> {
  return page.evaluate(
    async ([id, ka, kb]) => {
      const hooks = (globalThis as { __lodestar?: Hooks }).__lodestar;
      const data = await hooks?.map?.getSource(id!)?.getData();
      return (data?.features ?? []).map((f): [unknown, unknown] => [f.properties[ka!], f.properties[kb!]]);
    },
    [source, a, b],
  );
}

function visibility(page: Page, layer: string): Promise<unknown> {
  return page.evaluate(
    (id) => (globalThis as { __lodestar?: Hooks }).__lodestar?.map?.getLayoutProperty(id, 'visibility'),
    layer,
  );
}

/**
 * How many fixes the history path source holds: its colour groups are runs of legs, each run starting at the fix
 * the run before it ended on, so that shared fix is counted once; a single fix is a Point.
 */
function pathFixes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const hooks = (globalThis as { __lodestar?: Hooks }).__lodestar;
    const data = (await hooks?.map?.getSource('history-path')?.getData()) as unknown as
      { features: { geometry: { type: string; coordinates: unknown[][] } }[] } | undefined;
    let vertices = 0;
    let runs = 0;
    for (const { geometry } of data?.features ?? []) {
      if (geometry.type === 'Point') return 1;
      runs += geometry.coordinates.length;
      for (const run of geometry.coordinates) vertices += run.length;
    }
    return runs === 0 ? 0 : vertices - (runs - 1);
  });
}

async function waitForMap(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean((globalThis as { __lodestar?: Hooks }).__lodestar?.map)))
    .toBe(true);
  await expect.poll(async () => (await sourceNames(page, 'trackers')).length).toBeGreaterThan(0);
}

async function openLayers(page: Page) {
  await page.getByRole('button', { name: 'Layers' }).click();
  await expect(page.getByRole('group', { name: 'Overlays' })).toBeVisible();
}

test('the overlays switch the accuracy circles and the fix type filter hides trackers', async ({
  page,
  request,
}) => {
  await reportFix(request, CELL_TRUCK.serial, 'cell', 1500, [-96.797, 32.7767]);
  await reportFix(request, WIFI_TRUCK.serial, 'wifi', 120, [-95.3698, 29.7604]);
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await waitForMap(page);

  // cell and wifi fixes are drawn as accuracy circles, kilometres from metres
  await expect
    .poll(async () => await sourceNames(page, 'accuracy-circles', 'radiusKm'))
    .toEqual(expect.arrayContaining([0.12, 1.5]));
  expect(await visibility(page, 'accuracy-cell')).toBe('visible');
  expect(await visibility(page, 'accuracy-wifi')).toBe('visible');

  await openLayers(page);
  await page.getByLabel('Accuracy - Cell').uncheck();
  await expect.poll(() => visibility(page, 'accuracy-cell')).toBe('none');
  expect(await visibility(page, 'accuracy-wifi')).toBe('visible');
  await page.getByLabel('Accuracy - WiFi').uncheck();
  await expect.poll(() => visibility(page, 'accuracy-wifi')).toBe('none');

  // tracks and stops are one tracker's: before one is chosen they say so beside the boxes
  for (const label of ['Show tracks', 'Show stops']) await expect(page.getByLabel(label)).toBeDisabled();
  await expect(page.getByText('Click a tracker on the map first').first()).toBeVisible();
  // the account's geofences are drawn from one source while 'Show geofences' is on
  await page.getByLabel('Show geofences').check();
  await expect.poll(async () => (await sourceNames(page, 'geofences', 'id')).length).toBeGreaterThan(0);
  await page.getByLabel('Show geofences').uncheck();
  await expect.poll(async () => (await sourceNames(page, 'geofences', 'id')).length).toBe(0);

  const fixTypes = page.getByRole('group', { name: 'Filter Fix Types' });
  await fixTypes.getByLabel('Cell').uncheck();
  await expect.poll(async () => (await sourceNames(page, 'trackers')).includes(CELL_TRUCK.name)).toBe(false);
  expect(await sourceNames(page, 'trackers')).toContain(WIFI_TRUCK.name);
  expect(new Set(await sourceNames(page, 'trackers', 'fix'))).not.toContain('cell');
  expect(new Set(await sourceNames(page, 'accuracy-circles', 'fix'))).toEqual(new Set(['wifi']));
  await fixTypes.getByLabel('GPS').uncheck();
  await expect.poll(async () => new Set(await sourceNames(page, 'trackers', 'fix'))).not.toContain('gps');
  expect(await sourceNames(page, 'trackers')).toContain(WIFI_TRUCK.name);
  await fixTypes.getByLabel('Cell').check();
  await expect.poll(async () => await sourceNames(page, 'trackers')).toContain(CELL_TRUCK.name);
});

test('with the BLE feature the markers are pins; without it, circles', async ({ page }) => {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await waitForMap(page);
  await expect.poll(() => visibility(page, 'tracker-pins')).toBe('visible');
  expect(await visibility(page, 'tracker-points')).toBe('none');
  expect(
    await page.evaluate(() => (globalThis as { __lodestar?: Hooks }).__lodestar?.map?.hasImage('pin-blue')),
  ).toBe(true);

  await page.context().clearCookies();
  await signIn(page, 'maria@rivera.test');
  await waitForMap(page);
  await expect.poll(() => visibility(page, 'tracker-points')).toBe('visible');
  expect(await visibility(page, 'tracker-pins')).toBe('none');
});

test('a focused tracker is shown alone at the single tracker zoom', async ({ page }) => {
  // one map load, then its day's path and stops drawn on the same page: 108 s on a machine loaded 12 times over
  test.setTimeout(180_000);
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await waitForMap(page);
  // the id and the name from one reading of the source: two readings could straddle a live update
  const [first] = await sourcePairs(page, 'trackers', 'id', 'name');
  const [focus, name] = first!;
  await page.goto(`${BUSINESS_ORIGIN}/trackers?focus=${focus}`);
  await waitForMap(page);
  // a loaded machine draws software WebGL slowly: wait for the outcome, with room beyond the default 10 s
  const slow = { timeout: 30_000 };
  await expect.poll(async () => await sourceNames(page, 'trackers'), slow).toEqual([name]);
  await expect
    .poll(() => page.evaluate(() => (globalThis as { __lodestar?: Hooks }).__lodestar?.map?.getZoom()), slow)
    .toBe(17);
  await expect(page.getByRole('dialog', { name: String(name) })).toBeVisible(slow);
  // the popup's close button has a name; the day below stays the tracker's once the popup is closed
  await page.getByRole('button', { name: 'Close popup' }).click();
  await expect(page.getByRole('dialog', { name: String(name) })).toHaveCount(0);

  // its day: today's path and stops, as the server answers them, drawn from the history layers
  await openLayers(page);
  await expect(page.getByText(`Today, for ${name}`).first()).toBeVisible();
  const [positions] = await Promise.all([
    page.waitForResponse((r) => new RegExp(`/devices/${focus}/positions\\?`).test(r.url())),
    page.getByLabel('Show tracks').check(),
  ]);
  const fixes = decodePackedPath(await positions.body()).time.length;
  await expect.poll(() => pathFixes(page), slow).toBe(fixes);
  const [stops] = await Promise.all([
    page.waitForResponse((r) => new RegExp(`/devices/${focus}/stops\\?`).test(r.url())),
    page.getByLabel('Show stops').check(),
  ]);
  const stopCount = ((await stops.json()) as { data: unknown[] }).data.length;
  await expect
    .poll(async () => (await sourceNames(page, 'history-stops', 'index')).length, slow)
    .toBe(stopCount);
  await page.getByLabel('Show tracks').uncheck();
  await expect.poll(() => visibility(page, 'history-path-line')).toBe('none');
});

test('show current location draws the user, and says so when permission is denied', async ({ browser }) => {
  const allowed = await browser.newContext({
    permissions: ['geolocation'],
    geolocation: { latitude: 41.88, longitude: -87.63, accuracy: 50 },
  });
  const page = await allowed.newPage();
  await signIn(page, 'maria@rivera.test');
  await waitForMap(page);
  await openLayers(page);
  await page.getByLabel('Show current location').check();
  await expect.poll(async () => await sourceNames(page, 'current-location', 'radiusKm')).toEqual([0.05]);
  await allowed.close();

  const denied = await browser.newContext();
  const deniedPage = await denied.newPage();
  await signIn(deniedPage, 'maria@rivera.test');
  await waitForMap(deniedPage);
  await openLayers(deniedPage);
  await deniedPage.getByLabel('Show current location').check();
  await expect(deniedPage.getByRole('alert')).toContainText('permission to use it was denied');
  await denied.close();
});

test('a click on a marker opens its popup, a double-click zooms instead', async ({ page }) => {
  await signIn(page, 'maria@rivera.test');
  await waitForMap(page);
  // centre the first tracker at a zoom where it is a marker, not a cluster, and find it on screen
  const target = await page.evaluate(async () => {
    type MapLike = {
      getSource(id: string): {
        getData(): Promise<{
          features: { geometry: { coordinates: [number, number] }; properties: { name: string } }[];
        }>;
      };
      jumpTo(options: object): void;
      once(event: string, cb: () => void): void;
      project(lngLat: [number, number]): { x: number; y: number };
      getCanvas(): { getBoundingClientRect(): { left: number; top: number } };
    };
    const map = (globalThis as { __lodestar?: { map?: MapLike } }).__lodestar!.map!;
    const { features } = await map.getSource('trackers').getData();
    const first = features[0]!;
    const centre = first.geometry.coordinates;
    // family trackers often lie at the same spot (home): a click there opens whichever is on top
    const samePlace = features
      .filter(
        (f) =>
          Math.hypot(f.geometry.coordinates[0] - centre[0], f.geometry.coordinates[1] - centre[1]) < 1e-4,
      )
      .map((f) => f.properties.name);
    await new Promise<void>((resolve) => {
      map.once('idle', resolve);
      map.jumpTo({ center: centre, zoom: 18 });
    });
    const point = map.project(centre);
    const box = map.getCanvas().getBoundingClientRect();
    return { name: first.properties.name, samePlace, centre, x: box.left + point.x, y: box.top + point.y };
  });
  const zoom = () => page.evaluate(() => (globalThis as { __lodestar?: Hooks }).__lodestar!.map!.getZoom());

  await page.mouse.dblclick(target.x, target.y);
  await expect.poll(zoom).toBeGreaterThan(18);
  await page.waitForTimeout(400);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the double-click zoom animates: wait for it to settle, then bring the tracker back under the pointer
  const again = await page.evaluate(async (centre) => {
    type MapLike = {
      isMoving(): boolean;
      jumpTo(options: object): void;
      once(event: string, cb: () => void): void;
      project(lngLat: [number, number]): { x: number; y: number };
      getCanvas(): { getBoundingClientRect(): { left: number; top: number } };
    };
    const map = (globalThis as { __lodestar?: { map?: MapLike } }).__lodestar!.map!;
    await new Promise<void>((resolve) => {
      map.once('idle', resolve);
      map.jumpTo({ center: centre, zoom: 18 });
    });
    const point = map.project(centre);
    const box = map.getCanvas().getBoundingClientRect();
    return { x: box.left + point.x, y: box.top + point.y };
  }, target.centre);
  await page.mouse.click(again.x, again.y);
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  expect(target.samePlace).toContain(await popup.getAttribute('aria-label'));
  // the popup reads the tracker itself, not the marker: its last report is there
  await expect(popup).toContainText('Last report');
});
