import { decodePackedPath } from '@lodestar/contracts';
import { detectStops, type StopPoint } from '@lodestar/domain';
import { timedGet } from '../api-client.ts';
import { historyFixtureOf, storeHistoryFixture, type HistoryFixture } from '../fixtures/history-fixture.ts';
import type { BenchContext, BenchItem } from '../registry.ts';
import { median, percentile, tidy } from '../stats.ts';

const POSITION_REQUESTS = 5;
const STOP_REQUESTS = 9;

const historyUrl = (ctx: BenchContext, h: HistoryFixture, call: 'positions' | 'stops', to = h.to) =>
  `${ctx.apiUrl}/api/accounts/${ctx.fixture.accountId}/devices/${h.deviceId}/${call}` +
  `?date_from=${encodeURIComponent(h.from)}&date_to=${encodeURIComponent(to)}`;
/** Full Position records (API clients) are timed less often: each answer is about 56 MB. */
const FULL_REQUESTS = 2;

async function checkedGet(url: string, token: string) {
  const answer = await timedGet(url, token);
  if (answer.status !== 200)
    throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  return answer;
}

/** GET of a binary answer (format=packed), timed until its last byte has arrived, as timedGet does for JSON. */
async function timedBinaryGet(url: string, token: string): Promise<{ ms: number; bytes: ArrayBuffer }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`${url}: ${response.status} ${new TextDecoder().decode(bytes).slice(0, 200)}`);
  return { ms, bytes };
}

/**
 * GET positions?format=path for 90 days of one-minute history (about 130,000 fixes as time/lng/lat/speed
 * columns), timed until the whole body has arrived. Beside it: the packed binary answer of the same range
 * (format=packed, what the tracker history view now downloads before drawing; packedMedian, and packedDecodeMedian
 * for reading it into columns as the page does) and the full Position JSON (API clients). No budget of its own:
 * DESIGN.md's budget is the drawing (< 2 s, measured in the browser), which includes the download.
 */
export const historyPositions90Days: BenchItem = {
  id: 'history-positions',
  title: 'History path answer (format=path), 90 days of 1-minute fixes (one tracker)',
  unit: 'ms',
  budget: () => null,
  prepare: async (database, fixture) => void (await storeHistoryFixture(database, fixture)),
  async run(ctx) {
    const history = historyFixtureOf(ctx.fixture);
    const url = `${historyUrl(ctx, history, 'positions')}&format=path`;
    const first = await checkedGet(url, ctx.token);
    const count = (first.body as { data: { time: unknown[] } }).data.time.length;
    if (count !== history.points)
      throw new Error(`path: ${count} fixes in the answer, ${history.points} stored`);
    const times: number[] = [];
    for (let i = 0; i < POSITION_REQUESTS; i++) times.push((await checkedGet(url, ctx.token)).ms);
    const packedUrl = `${historyUrl(ctx, history, 'positions')}&format=packed`;
    const packed: number[] = [];
    const decode: number[] = [];
    let packedBytes = 0;
    for (let i = 0; i < POSITION_REQUESTS; i++) {
      const answer = await timedBinaryGet(packedUrl, ctx.token);
      const started = performance.now();
      const fixes = decodePackedPath(answer.bytes).time.length;
      decode.push(performance.now() - started);
      if (fixes !== history.points)
        throw new Error(`packed: ${fixes} fixes in the answer, ${history.points} stored`);
      packed.push(answer.ms);
      packedBytes = answer.bytes.byteLength;
    }
    const full: number[] = [];
    let fullMegabytes = 0;
    for (let i = 0; i < FULL_REQUESTS; i++) {
      const answer = await checkedGet(historyUrl(ctx, history, 'positions'), ctx.token);
      const positions = (answer.body as { data: unknown[] }).data.length;
      if (positions !== history.points)
        throw new Error(`positions: ${positions} in the answer, ${history.points} stored`);
      full.push(answer.ms);
      fullMegabytes = JSON.stringify(answer.body).length / 1e6;
    }
    return {
      value: tidy(median(times)),
      details: {
        max: tidy(Math.max(...times)),
        requests: POSITION_REQUESTS,
        positions: count,
        megabytes: tidy(JSON.stringify(first.body).length / 1e6),
        packedMedian: tidy(median(packed)),
        packedMegabytes: tidy(packedBytes / 1e6),
        packedDecodeMedian: tidy(median(decode)),
        fullPositionsMedian: tidy(median(full)),
        fullPositionsMegabytes: tidy(fullMegabytes),
      },
    };
  },
};

/** The same 4-hour cycle as the fixture, in memory: detection alone, without the database or HTTP. */
function cyclePoints(count: number): StopPoint[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, n) => {
    const m = n % 240;
    const share = m < 120 ? 0 : m < 150 ? (m - 120) / 30 : m < 210 ? 1 : 1 - (m - 210) / 30;
    const jitter = (((n * 7919) % 11) - 5) * 0.00002;
    return {
      latitude: 41.85 + share * 0.2 + jitter,
      longitude: -87.65 + share * 0.2 - jitter,
      time: start + n * 60_000,
      fix: 'gps',
      accuracy: 8,
    };
  });
}

/**
 * GET stops for the same 90 days, each request with a range the stops cache has not seen (date_to a second
 * earlier each time, still after the last fix), so every one reads the points and detects the stops. The cached
 * answer and detection alone (in this process) are reported beside it.
 */
export const historyStops90Days: BenchItem = {
  id: 'history-stops',
  title: 'History stops computed, 90 days of 1-minute fixes (one tracker)',
  unit: 'ms',
  budget: () => ({ value: 200, comparison: '<' }),
  prepare: async (database, fixture) => void (await storeHistoryFixture(database, fixture)),
  async run(ctx) {
    const history = historyFixtureOf(ctx.fixture);
    const until = (i: number) => new Date(Date.parse(history.to) - (i + 1) * 1000).toISOString();
    const warm = await checkedGet(historyUrl(ctx, history, 'stops', until(STOP_REQUESTS)), ctx.token);
    const stops = (warm.body as { data: unknown[] }).data.length;
    const cold: number[] = [];
    for (let i = 0; i < STOP_REQUESTS; i++)
      cold.push((await checkedGet(historyUrl(ctx, history, 'stops', until(i)), ctx.token)).ms);
    const cached: number[] = [];
    for (let i = 0; i < STOP_REQUESTS; i++)
      cached.push((await checkedGet(historyUrl(ctx, history, 'stops', until(0)), ctx.token)).ms);
    const points = cyclePoints(history.points);
    const detect: number[] = [];
    for (let i = 0; i < STOP_REQUESTS; i++) {
      const started = performance.now();
      detectStops(points);
      detect.push(performance.now() - started);
    }
    return {
      value: tidy(median(cold)),
      details: {
        p95: tidy(percentile(cold, 95)),
        cachedMedian: tidy(median(cached)),
        detectionOnlyMedian: tidy(median(detect)),
        stops,
        positions: history.points,
      },
    };
  },
};
