import { readFileSync } from 'node:fs';
import type { Database } from '../../apps/server/src/db/database.ts';
import { timedGet } from '../api-client.ts';
import type { Fixture } from '../fixture.ts';
import { historyFixtureOf, storeHistoryFixture } from '../fixtures/history-fixture.ts';
import type { BenchContext, BenchItem } from '../registry.ts';
import { median, tidy } from '../stats.ts';

const REQUESTS = 7;
const PDF_RUNS = 3;

/**
 * Reports over the history fixture's 90 days of one-minute fixes: REQUESTS + 1 of them, each ending a second
 * earlier than the one before, so every timed details answer works out its stops and summary afresh instead of
 * reading the stops cache (a user opening a report they just made). All public, for the public answer and PDF.
 */
const reports = new Map<number, { ids: number[]; uuids: string[] }>();

async function storeReports(database: Database, fixture: Fixture) {
  const history = await storeHistoryFixture(database, fixture);
  if (reports.has(fixture.accountId)) return;
  const rows = await database.query<{ id: number; uuid: string }>(
    `insert into reports (account_id, device_id, start_at, end_at, is_public)
     select $1, $2, $3::timestamptz, $4::timestamptz - n * interval '1 second', true
     from generate_series(0, $5::integer) as n order by n
     returning id, uuid`,
    [fixture.accountId, history.deviceId, history.from, history.to, REQUESTS * 2 + 1],
  );
  reports.set(fixture.accountId, { ids: rows.map((r) => r.id), uuids: rows.map((r) => r.uuid) });
}

function reportsOf(fixture: Fixture) {
  const stored = reports.get(fixture.accountId);
  if (!stored) throw new Error('reports not stored: the item needs prepare() to run first');
  return stored;
}

async function checked(url: string, token: string, positions: number) {
  const answer = await timedGet(url, token);
  const body = answer.body as { data?: { summary?: { positions_count: number } } };
  if (answer.status !== 200)
    throw new Error(`${url}: ${answer.status} ${JSON.stringify(body).slice(0, 200)}`);
  if (body.data?.summary?.positions_count !== positions)
    throw new Error(`${url}: ${body.data?.summary?.positions_count} positions, ${positions} stored`);
  return answer.ms;
}

/** Times the first answer for each report (none cached), then the same report again (its stops cached). */
async function timeDetails(ctx: BenchContext, url: (i: number) => string) {
  const { points } = historyFixtureOf(ctx.fixture);
  const cold: number[] = [];
  for (let i = 0; i < REQUESTS; i++) cold.push(await checked(url(i), ctx.token, points));
  const cached: number[] = [];
  for (let i = 0; i < REQUESTS; i++) cached.push(await checked(url(0), ctx.token, points));
  return {
    value: tidy(median(cold)),
    details: { max: tidy(Math.max(...cold)), cachedMedian: tidy(median(cached)), positions: points },
  };
}

/** GET /accounts/{id}/reports/{id}: the summary, every stop and event, the first page of positions. */
export const reportDetails90Days: BenchItem = {
  id: 'report-details',
  title: 'Report details answer, 90 days of 1-minute fixes',
  unit: 'ms',
  budget: () => ({ value: 500, comparison: '<' }),
  prepare: storeReports,
  run: (ctx) => {
    const { ids } = reportsOf(ctx.fixture);
    return timeDetails(ctx, (i) => `${ctx.apiUrl}/api/accounts/${ctx.fixture.accountId}/reports/${ids[i]}`);
  },
};

/** GET /public-reports/{uuid}: the same content for the public page, without signing in. */
export const publicReport90Days: BenchItem = {
  id: 'report-public',
  title: 'Public report answer, 90 days of 1-minute fixes',
  unit: 'ms',
  budget: () => ({ value: 500, comparison: '<' }),
  prepare: storeReports,
  run: (ctx) => {
    const { uuids } = reportsOf(ctx.fixture);
    // the other half of the reports, so these answers are not served from the account item's stops cache
    return timeDetails(ctx, (i) => `${ctx.apiUrl}/api/public-reports/${uuids[REQUESTS + i]}`);
  },
};

/** The server's resident memory in MB, from /proc (Linux). */
function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/**
 * GET /public-reports/{uuid}/export/pdf for the 90 days (about 130,000 positions): the time until its last byte,
 * and how far the server's resident memory rose above what it was before the request, sampled every 20 ms
 * while the PDF was made. Three runs; the median time and the largest rise are reported.
 */
export const reportPdf90Days: BenchItem = {
  id: 'report-pdf',
  title: 'Report PDF, 90 days of 1-minute fixes (time until the last byte)',
  unit: 'ms',
  budget: () => ({ value: 10_000, comparison: '<' }),
  prepare: storeReports,
  async run(ctx) {
    const { uuids } = reportsOf(ctx.fixture);
    const times: number[] = [];
    let rise = 0;
    let bytes = 0;
    for (let i = 0; i < PDF_RUNS; i++) {
      const before = residentMegabytes(ctx.serverPid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(ctx.serverPid))), 20);
      const started = performance.now();
      const response = await fetch(`${ctx.apiUrl}/api/public-reports/${uuids[i]}/export/pdf`);
      const body = new Uint8Array(await response.arrayBuffer());
      times.push(performance.now() - started);
      clearInterval(sampler);
      peak = Math.max(peak, residentMegabytes(ctx.serverPid));
      if (response.status !== 200 || new TextDecoder().decode(body.subarray(0, 5)) !== '%PDF-')
        throw new Error(`pdf: ${response.status} ${new TextDecoder().decode(body.subarray(0, 200))}`);
      rise = Math.max(rise, peak - before);
      bytes = body.byteLength;
    }
    const memoryBudget = 200;
    return {
      value: tidy(median(times)),
      details: {
        max: tidy(Math.max(...times)),
        serverMemoryRiseMb: tidy(rise),
        memoryBudgetMb: memoryBudget,
        memoryMeets: rise < memoryBudget ? 'yes' : 'no',
        megabytes: tidy(bytes / 1e6),
        positions: historyFixtureOf(ctx.fixture).points,
      },
    };
  },
};
