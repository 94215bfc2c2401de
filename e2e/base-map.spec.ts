import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_ORIGIN, signIn } from './support.ts';

// The bundled offline base map (decision 0028): no tile server, style or font server is configured in e2e.

type Feature = { properties: Record<string, unknown>; layer: { id: string } };
type Hooks = {
  map?: {
    jumpTo(view: { center: [number, number]; zoom: number }): void;
    project(lngLat: [number, number]): { x: number; y: number };
    queryRenderedFeatures(
      geometry?: [number, number] | [[number, number], [number, number]],
      options?: { layers?: string[] },
    ): Feature[];
    getPaintProperty(layer: string, name: string): unknown;
    setLayoutProperty(layer: string, name: string, value: unknown): void;
    getLayer(id: string): unknown;
    getSource(id: string): unknown;
    once(event: 'idle', run: () => void): void;
  };
  baseLandDrawn?: number;
  /** Set by jumpTo when the map went idle after the jump. */
  e2eIdle?: boolean;
};

const LAND = '#f4f1ea';
const WATER = '#aacbe6';

/** Demo waterfronts where trackers park: Hoboken's Sinatra Drive on the Hudson and Stamford's harbour. */
const WATERFRONTS: Record<string, [number, number]> = {
  hoboken: [-74.0262, 40.7448],
  stamford: [-73.5402, 41.0425],
};

async function openMap(page: Page) {
  await signIn(page, 'admin@acme.test', { origin: BUSINESS_ORIGIN });
  await expect
    .poll(() => page.evaluate(() => (globalThis as { __lodestar?: Hooks }).__lodestar?.baseLandDrawn ?? 0), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
}

/**
 * Moves the map and waits for its next 'idle': every source's tiles for the new view loaded and the view drawn,
 * which is what queryRenderedFeatures reads. Up to 60 s: a slow machine's software rendering of a deep lake view
 * can take tens of seconds.
 */
async function jumpTo(page: Page, center: [number, number], zoom: number) {
  await page.evaluate(
    ([lon, lat, z]) => {
      const hooks = (globalThis as { __lodestar?: Hooks }).__lodestar!;
      const map = hooks.map!;
      hooks.e2eIdle = false;
      map.once('idle', () => {
        hooks.e2eIdle = true;
      });
      map.jumpTo({ center: [lon!, lat!], zoom: z! });
    },
    [center[0], center[1], zoom],
  );
  await expect
    .poll(() => page.evaluate(() => (globalThis as { __lodestar?: Hooks }).__lodestar?.e2eIdle), {
      timeout: 60_000,
    })
    .toBe(true);
}

/** Ids of the layers drawn at a point (a pixel box around it). */
function layersAt(page: Page, lonLat: [number, number]): Promise<string[]> {
  return page.evaluate(([lon, lat]) => {
    const map = (globalThis as { __lodestar?: Hooks }).__lodestar!.map!;
    const { x, y } = map.project([lon!, lat!]);
    return map.queryRenderedFeatures([x, y]).map((f) => f.layer.id);
  }, lonLat);
}

/** Names drawn by the place label layer in the whole view. */
function labelsInView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const map = (globalThis as { __lodestar?: Hooks }).__lodestar!.map!;
    return map
      .queryRenderedFeatures(undefined, { layers: ['place-labels'] })
      .map((f) => String(f.properties.name));
  });
}

test('the background is land-coloured, never ocean, until the land is drawn', async ({ page }) => {
  // record the background colour of every frame drawn before the land, from the first script on
  await page.addInitScript(() => {
    // the e2e project has no DOM types: the one browser function needed, typed here
    const browser = globalThis as unknown as { requestAnimationFrame(run: () => void): number };
    const nextFrame = (run: () => void) => browser.requestAnimationFrame(run);
    const seen: string[] = [];
    (globalThis as { e2eBackgrounds?: string[] }).e2eBackgrounds = seen;
    const watch = () => {
      const hooks = (globalThis as { __lodestar?: Hooks }).__lodestar;
      if (hooks?.baseLandDrawn) return;
      const colour = hooks?.map?.getPaintProperty('water', 'background-color');
      if (colour !== undefined && !seen.includes(String(colour))) seen.push(String(colour));
      nextFrame(watch);
    };
    nextFrame(watch);
  });
  await openMap(page);
  const before = await page.evaluate(() => (globalThis as { e2eBackgrounds?: string[] }).e2eBackgrounds);
  expect(before).toEqual([LAND]);
  // and once the land is in, the sea is water-coloured
  expect(
    await page.evaluate(() =>
      (globalThis as { __lodestar?: Hooks }).__lodestar?.map?.getPaintProperty('water', 'background-color'),
    ),
  ).toBe(WATER);
});

/**
 * Hides the tracker layers: cluster counts win label placement over the base map's names (they are above them),
 * so which names show would depend on where the other specs' trackers happen to cluster.
 */
async function hideTrackers(page: Page) {
  await page.evaluate(() => {
    const map = (globalThis as { __lodestar?: Hooks }).__lodestar!.map!;
    for (const id of ['tracker-clusters', 'tracker-cluster-counts', 'tracker-points', 'tracker-pins'])
      if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', 'none');
  });
}

test('city and town names, state lines and the credits are drawn at city zoom in the demo region', async ({
  page,
}) => {
  // the names are drawn from the app's own Noto Sans files: no font or glyph server anywhere
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (/\.(woff2?|pbf)(\?|$)/.test(response.url())) fonts.push(`${response.status()} ${response.url()}`);
  });
  await openMap(page);
  await hideTrackers(page);
  await jumpTo(page, [-73.75, 40.95], 9);
  await expect
    .poll(() => labelsInView(page), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['Stamford', 'New York City', 'Yonkers']));
  // the New York / Connecticut line runs through this view
  const lines = await page.evaluate(() => {
    const map = (globalThis as { __lodestar?: Hooks }).__lodestar!.map!;
    return map.queryRenderedFeatures(undefined, { layers: ['states', 'counties'] }).map((f) => f.layer.id);
  });
  expect(lines).toContain('states');
  expect(lines).toContain('counties');
  await page.screenshot({ path: test.info().outputPath('base-map-city.png') });
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts)
    expect(font).toMatch(/^200 http:\/\/[^/]+\/assets\/noto-sans-latin-[\w-]+\.woff2$/);
  // the map credits the sources of the bundled map (checked on this view rather than on a map of its own)
  const credits = page.locator('.maplibregl-ctrl-attrib-inner');
  await expect(credits).toContainText('Natural Earth');
  await expect(credits).toContainText('US Census Bureau');
  await expect(credits).toContainText('GeoNames');
  await expect(credits).toContainText('OpenStreetMap contributors');
});

test.describe('water and land at points', () => {
  // what is drawn at one point does not depend on the view's size; a smaller view is fewer tiles to parse and
  // fewer pixels for software WebGL to fill at every jump (still wider than the phone layout's 768 px)
  test.use({ viewport: { width: 800, height: 450 } });

  test('lakes are water: Lake Michigan and Lake Winnebago, with Chicago downtown on land', async ({
    page,
  }) => {
    await openMap(page);
    await hideTrackers(page);
    await jumpTo(page, [-87.3, 42.5], 8);
    expect(await layersAt(page, [-87.3, 42.5]), 'Lake Michigan').toContain('lakes');
    await jumpTo(page, [-88.42, 44.0], 10);
    expect(await layersAt(page, [-88.42, 44.0]), 'Lake Winnebago').toContain('lakes');
    await jumpTo(page, [-87.6298, 41.8781], 13);
    const downtown = await layersAt(page, [-87.6298, 41.8781]);
    expect(downtown).toContain('land');
    expect(downtown).not.toContain('lakes');
  });

  test('waterfront trackers in Hoboken and Stamford are on land at street zoom', async ({ page }) => {
    await openMap(page);
    for (const [place, point] of Object.entries(WATERFRONTS)) {
      await jumpTo(page, point, 16);
      expect(await layersAt(page, point), place).toContain('land');
      if (place === 'hoboken') await page.screenshot({ path: test.info().outputPath('base-map-street.png') });
    }
  });
});

test('a configured hosted style is drawn above the bundled map and beneath the trackers, with its credit', async ({
  page,
}) => {
  // the page as a server with MAP_STYLE_URL would write it; the style is served from our origin (CSP 'self')
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.url().endsWith('/e2e/street-style.json'))
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          version: 8,
          sources: {
            streets: {
              type: 'geojson',
              attribution: 'E2E Street Maps',
              data: {
                type: 'FeatureCollection',
                features: [
                  {
                    type: 'Feature',
                    properties: {},
                    geometry: {
                      type: 'Polygon',
                      coordinates: [
                        [
                          [-74.3, 40.5],
                          [-73.5, 40.5],
                          [-73.5, 41.2],
                          [-74.3, 41.2],
                          [-74.3, 40.5],
                        ],
                      ],
                    },
                  },
                ],
              },
            },
          },
          layers: [
            { id: 'background', type: 'background', paint: { 'background-color': '#000000' } },
            {
              id: 'parks',
              type: 'fill',
              source: 'streets',
              paint: { 'fill-color': '#9cd3b4', 'fill-opacity': 0.5 },
            },
          ],
        }),
      });
    if (request.resourceType() !== 'document') return route.fallback();
    // Node cannot resolve business.localhost as the browser does: ask localhost with the brand host's name
    const url = new URL(request.url());
    const response = await route.fetch({
      url: request.url().replace(url.hostname, 'localhost'),
      headers: { ...(await request.allHeaders()), host: url.host },
    });
    const body = (await response.text()).replace(
      '&quot;mapStyleUrl&quot;:null',
      '&quot;mapStyleUrl&quot;:&quot;/e2e/street-style.json&quot;',
    );
    return route.fulfill({ response, body });
  });
  await openMap(page);
  await jumpTo(page, [-73.9, 40.8], 9);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const map = (globalThis as { __lodestar?: { map?: { getLayersOrder(): string[] } } }).__lodestar?.map;
        return map?.getLayersOrder() ?? [];
      }),
    )
    .toContain('street-map:parks');
  const order = await page.evaluate(() => {
    const map = (globalThis as { __lodestar?: { map?: { getLayersOrder(): string[] } } }).__lodestar!.map!;
    return map.getLayersOrder();
  });
  // the style's own background is not taken: ours turns from land colour to water
  expect(order).not.toContain('street-map:background');
  expect(order.indexOf('land')).toBeLessThan(order.indexOf('street-map:parks'));
  expect(order.indexOf('street-map:parks')).toBeLessThan(order.indexOf('tracker-clusters'));
  expect(await layersAt(page, [-73.9, 40.8])).toContain('street-map:parks');
  await expect(page.locator('.maplibregl-ctrl-attrib-inner')).toContainText('E2E Street Maps');
});

/** An empty PMTiles v3 archive (header, empty root directory, '{}' metadata), enough for the style to load. */
function emptyPmtiles(): Buffer {
  const directory = Buffer.from([0]);
  const metadata = Buffer.from('{}');
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (at: number, value: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(8, 127);
  u64(16, directory.length);
  u64(24, 127 + directory.length);
  u64(32, metadata.length);
  for (const at of [40, 56]) u64(at, 127 + directory.length + metadata.length);
  header.writeUInt8(1, 96);
  header.writeUInt8(1, 97);
  header.writeUInt8(1, 98);
  header.writeUInt8(1, 99);
  header.writeUInt8(15, 101);
  header.writeInt32LE(-1_800_000_000, 102);
  header.writeInt32LE(-850_000_000, 106);
  header.writeInt32LE(1_800_000_000, 110);
  header.writeInt32LE(850_000_000, 114);
  return Buffer.concat([header, directory, metadata]);
}

test('a self-hosted PMTiles map is read by byte ranges and drawn with the Protomaps style and its credit', async ({
  page,
}) => {
  const archive = emptyPmtiles();
  const ranges: string[] = [];
  // the page as a server with MAP_PMTILES writes it; the file answered here as the server does (206 with a range)
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.url().endsWith('/e2e/basemap.pmtiles')) {
      const range = /bytes=(\d+)-(\d+)/.exec((await request.allHeaders()).range ?? '');
      if (!range) return route.fulfill({ status: 200, body: archive });
      ranges.push(range[0]);
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), archive.length - 1);
      return route.fulfill({
        status: 206,
        headers: { 'content-range': `bytes ${start}-${end}/${archive.length}`, etag: '"e2e"' },
        body: archive.subarray(start, end + 1),
      });
    }
    if (request.resourceType() !== 'document') return route.fallback();
    const url = new URL(request.url());
    const response = await route.fetch({
      url: request.url().replace(url.hostname, 'localhost'),
      headers: { ...(await request.allHeaders()), host: url.host },
    });
    const body = (await response.text()).replace(
      '&quot;pmtilesUrl&quot;:null',
      '&quot;pmtilesUrl&quot;:&quot;/e2e/basemap.pmtiles&quot;',
    );
    return route.fulfill({ response, body });
  });
  await openMap(page);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const map = (globalThis as { __lodestar?: { map?: { getLayersOrder(): string[] } } }).__lodestar?.map;
        return map?.getLayersOrder() ?? [];
      }),
    )
    .toEqual(
      expect.arrayContaining(['street-map:earth', 'street-map:roads_highway', 'street-map:places_locality']),
    );
  const order = await page.evaluate(() => {
    const map = (globalThis as { __lodestar?: { map?: { getLayersOrder(): string[] } } }).__lodestar!.map!;
    return map.getLayersOrder();
  });
  expect(order.indexOf('land')).toBeLessThan(order.indexOf('street-map:earth'));
  expect(order.indexOf('street-map:places_locality')).toBeLessThan(order.indexOf('tracker-clusters'));
  // the header came by a range request, not the whole file
  expect(ranges.length).toBeGreaterThan(0);
  await expect(page.locator('.maplibregl-ctrl-attrib-inner')).toContainText('OpenStreetMap contributors');
});

test('configured satellite tiles show with the credit their provider requires', async ({ page }) => {
  // a 1x1 PNG for every tile; the page as a server with SATELLITE_TILES_URL and its attribution writes it
  const tile = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.url().includes('/e2e/satellite/'))
      return route.fulfill({ contentType: 'image/png', body: tile });
    if (request.resourceType() !== 'document') return route.fallback();
    const url = new URL(request.url());
    const response = await route.fetch({
      url: request.url().replace(url.hostname, 'localhost'),
      headers: { ...(await request.allHeaders()), host: url.host },
    });
    const body = (await response.text())
      .replace(
        '&quot;satelliteTilesUrl&quot;:null',
        '&quot;satelliteTilesUrl&quot;:&quot;/e2e/satellite/{z}/{x}/{y}.png&quot;',
      )
      .replace(
        '&quot;satelliteTilesCredit&quot;:null',
        '&quot;satelliteTilesCredit&quot;:&quot;Imagery © E2E Orbit&quot;',
      );
    return route.fulfill({ response, body });
  });
  await openMap(page);
  const credits = page.locator('.maplibregl-ctrl-attrib-inner');
  await expect(credits).not.toContainText('E2E Orbit');
  await page.getByLabel('Base map').getByText('Satellite', { exact: true }).click();
  await expect(credits).toContainText('Imagery © E2E Orbit', { timeout: 20_000 });
});
