import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { devices } from '../../db/schema/index.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';

const FLEET = 10_000;
// generous for a loaded CI machine; the answer takes a few milliseconds on an idle one
const BUDGET_MS = 1_500;

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signIn(t.app, 'ops@lodestar.test');
  const [model] = await t.database.db.select({ id: devices.modelId }).from(devices).limit(1);
  const rows = Array.from({ length: FLEET }, (_, i) => ({
    accountId: t.demo.accounts.acme,
    modelId: model!.id,
    name: `Scale ${String(i).padStart(5, '0')}`,
    serial: `SC${String(i).padStart(6, '0')}`,
    imei: `8600${String(i).padStart(11, '0')}`,
    iccid: `8901${String(i).padStart(15, '0')}`,
  }));
  for (let i = 0; i < rows.length; i += 1_000)
    await t.database.db.insert(devices).values(rows.slice(i, i + 1_000));
}, 120_000);
afterAll(() => t.close());

async function timedSearch(query: string) {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/search?${query}`, headers: bearer(ops) });
  return { res, ms: performance.now() - started };
}

describe('GET /api/admin/search with 10,000 more trackers', () => {
  it('answers a broad search with one small page per kind and the full count, within budget', async () => {
    await timedSearch('query=scale'); // warm-up: the first query plans and caches
    const { res, ms } = await timedSearch('query=scale');
    expect(res.statusCode).toBe(200);
    const { trackers } = res.json().data;
    expect(trackers.data).toHaveLength(10);
    expect(trackers.meta.total).toBe(FLEET);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('finds one tracker by its exact serial, IMEI or ICCID first, within budget', async () => {
    for (const q of ['SC004242', '860000000004242', '8901000000000004242']) {
      const { res, ms } = await timedSearch(`query=${q}&type=trackers`);
      expect(res.json().data.trackers.data[0].serial, q).toBe('SC004242');
      expect(ms, q).toBeLessThan(BUDGET_MS);
    }
  });

  it('pages deep into the results', async () => {
    const { res } = await timedSearch('query=scale&type=trackers&per_page=50&page=200');
    const { data, meta } = res.json().data.trackers;
    expect(meta).toMatchObject({ current_page: 200, from: 9951, to: 10000, last_page: 200 });
    expect(data.at(-1).name).toBe('Scale 09999');
  });
});
