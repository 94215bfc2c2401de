import { eq } from 'drizzle-orm';
import { loadSpecs, reportAt, TrackerLife } from '@lodestar/simulator';
import type { Database } from '../../apps/server/src/db/database.ts';
import { accounts } from '../../apps/server/src/db/schema/index.ts';
import type { Fixture } from '../fixture.ts';
import type { BenchContext } from '../registry.ts';
import { offsetDegrees } from './bench-geofences.ts';

/** How many shipments the shipment items put in the bench account. */
export const SHIPMENTS = 5_000;
/** Shipment writes in flight at once while they are made. */
const WRITERS = 8;

/** The bench account may track shipments (set before the server starts; other items do not look at it). */
export async function allowShipments(database: Database, fixture: Fixture): Promise<void> {
  await database.db
    .update(accounts)
    .set({ canTrackShipments: true })
    .where(eq(accounts.id, fixture.accountId));
}

async function call(ctx: BenchContext, path: string, body: unknown) {
  const response = await fetch(`${ctx.apiUrl}/api/accounts/${ctx.fixture.accountId}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as { data: { id: number } };
}

/**
 * SHIPMENTS ongoing shipments (started an hour ago, due in two) spread over the given trackers, each from where
 * its tracker is now in its simulated day to a custom address 30 km north, so every fix of those trackers is
 * judged against two or three shipments and none arrives during a run.
 */
export async function createBenchShipments(ctx: BenchContext, serials: string[]): Promise<number[]> {
  const deviceBySerial = new Map([...ctx.fixture.serialByDeviceId].map(([id, serial]) => [serial, id]));
  const lives = loadSpecs(serials, 'vl501').map((spec) => new TrackerLife(spec));
  const now = Date.now();
  const bodies = Array.from({ length: SHIPMENTS }, (_, i) => {
    const k = i % serials.length;
    const at = reportAt(lives[k]!, now);
    const [toLng, toLat] = offsetDegrees(at.lat, at.lon, 0, 30_000);
    return {
      name: `Bench shipment ${i + 1}`,
      device_id: deviceBySerial.get(serials[k]!)!,
      start_at: new Date(now - 3_600_000).toISOString(),
      end_at: new Date(now + 7_200_000).toISOString(),
      from_address: { name: 'Bench origin', lat: at.lat, lng: at.lon },
      to_address: { name: 'Bench destination', lat: toLat, lng: toLng },
      notify_at: 0,
    };
  });
  const ids: number[] = new Array(bodies.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < bodies.length) {
        const i = next++;
        ids[i] = (await call(ctx, '/shipments', bodies[i])).data.id;
      }
    }),
  );
  return ids;
}

/** Deletes every shipment of the General tab (all the bench made). */
export async function deleteBenchShipments(ctx: BenchContext): Promise<void> {
  await call(ctx, '/shipments/bulk/delete', { key: 'general' });
}

/**
 * Waits until none of the account's shipments is Not Started: the first fixes (or the clock) begin all 5,000 at
 * once, a one-off burst of transitions that is not the steady per-fix cost being measured.
 */
export async function waitUntilBegun(ctx: BenchContext, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  const url = `${ctx.apiUrl}/api/accounts/${ctx.fixture.accountId}/shipments?status=Not%20Started&per_page=1`;
  for (;;) {
    const response = await fetch(url, { headers: { authorization: `Bearer ${ctx.token}` } });
    const { meta } = (await response.json()) as { meta: { total: number } };
    if (meta.total === 0 || performance.now() - started > timeoutMs) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
