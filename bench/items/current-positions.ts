import { timedGet } from '../api-client.ts';
import { benchLoad } from '../load.ts';
import type { BenchItem } from '../registry.ts';
import { median, percentile, tidy } from '../stats.ts';

const WARMUP_REQUESTS = 5;
const REQUESTS = 50;

/**
 * GET /api/accounts/{id}/current-positions for the 10,000-tracker account, as the map asks for it (raw=1):
 * every tracker first reports once over OsmAnd so each has a current position, then sequential requests
 * after a warm-up, timed until the whole body has arrived.
 */
export const currentPositions: BenchItem = {
  id: 'current-positions',
  title: 'Current positions answer, 10,000 trackers',
  unit: 'ms',
  budget: () => ({ value: 100, comparison: '<' }),
  async run(ctx) {
    const { fixture } = ctx;
    const fill = await benchLoad({
      url: ctx.osmandUrl,
      serials: fixture.serials,
      concurrency: 64,
      intervalSeconds: 0,
      rounds: 1,
    });
    if (fill.failed) ctx.log(`current positions: ${fill.failed} reports failed, e.g. ${fill.errors[0]}`);
    const url = `${ctx.apiUrl}/api/accounts/${fixture.accountId}/current-positions?raw=1`;
    let trackers = 0;
    for (let i = 0; i < WARMUP_REQUESTS; i++) {
      const answer = await timedGet(url, ctx.token);
      if (answer.status !== 200)
        throw new Error(`current positions: ${answer.status} ${JSON.stringify(answer.body)}`);
      trackers = Object.keys((answer.body as { data: object }).data).length;
    }
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push((await timedGet(url, ctx.token)).ms);
    return {
      value: tidy(median(times)),
      details: {
        p95: tidy(percentile(times, 95)),
        max: tidy(Math.max(...times)),
        requests: REQUESTS,
        trackersInAnswer: trackers,
      },
    };
  },
};
