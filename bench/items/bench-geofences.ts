import type { BenchContext } from '../registry.ts';

/** How many geofences the geofence items put in the bench account. */
export const GEOFENCES = 10_000;
/** Geofence writes in flight at once while the 10,000 are made and removed. */
const WRITERS = 8;
const M_PER_DEG = 111_195;

/** A small deterministic generator, so every run draws the same geofences. */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Metres east and north of a point, as longitude and latitude. */
export function offsetDegrees(lat: number, lng: number, eastM: number, northM: number): [number, number] {
  return [lng + eastM / (M_PER_DEG * Math.cos((lat * Math.PI) / 180)), lat + northM / M_PER_DEG];
}

/**
 * The i-th bench geofence centred at lat/lng: even ones circles of 100-1,500 m, odd ones star-shaped polygons of
 * 20-200 corners and 150-1,500 m (one corner per angle step, at its own distance, so the outline never crosses
 * itself), as POST /geofences takes them.
 */
export function benchGeofence(i: number, name: string, lat: number, lng: number, next: () => number) {
  const size = 100 + next() * 1_400;
  if (i % 2 === 0) return { name, address: 'Bench', shape: { type: 'circle', lat, lng, radius: size } };
  const corners = 20 + Math.floor(next() * 181);
  const ring: [number, number][] = [];
  for (let c = 0; c < corners; c++) {
    const angle = (2 * Math.PI * c) / corners;
    const r = Math.max(150, size * (0.6 + 0.4 * next()));
    ring.push(offsetDegrees(lat, lng, r * Math.cos(angle), r * Math.sin(angle)));
  }
  ring.push(ring[0]!);
  return {
    name,
    address: 'Bench',
    shape: { type: 'polygon', geo_json: { type: 'Polygon', coordinates: [ring] } },
  };
}

async function call(ctx: BenchContext, method: 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${ctx.apiUrl}/api/accounts/${ctx.fixture.accountId}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ctx.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as { data: { id: number } };
}

/** Runs `work` over the items, WRITERS at a time. */
async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

/** Makes the geofences through the API; answers their ids. */
export function createBenchGeofences(ctx: BenchContext, geofences: unknown[]): Promise<number[]> {
  return inParallel(geofences, async (body) => (await call(ctx, 'POST', '/geofences', body)).data.id);
}

/** Deletes them again through the API. */
export async function deleteBenchGeofences(ctx: BenchContext, ids: number[]): Promise<void> {
  await inParallel(ids, (id) => call(ctx, 'DELETE', `/geofences/${id}`));
}
