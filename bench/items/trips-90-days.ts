import { timedGet } from '../api-client.ts';
import { historyFixtureOf, storeHistoryFixture } from '../fixtures/history-fixture.ts';
import type { BenchItem } from '../registry.ts';
import { median, percentile, tidy } from '../stats.ts';

const REQUESTS = 9;

/**
 * Issue 31: GET trips for 90 days of one-minute fixes (the history fixture's tracker, about 130,000 fixes): the
 * points read with their speeds, split into trips and stops by the stops' own detection, and summed (budget
 * < 300 ms). There is no trips cache: every request reads and computes again.
 */
export const trips90Days: BenchItem = {
  id: 'trips-90-days',
  title: 'Trips computed, 90 days of 1-minute fixes (one tracker)',
  unit: 'ms',
  budget: () => ({ value: 300, comparison: '<' }),
  prepare: async (database, fixture) => void (await storeHistoryFixture(database, fixture)),
  async run(ctx) {
    const history = historyFixtureOf(ctx.fixture);
    const url =
      `${ctx.apiUrl}/api/accounts/${ctx.fixture.accountId}/devices/${history.deviceId}/trips` +
      `?date_from=${encodeURIComponent(history.from)}&date_to=${encodeURIComponent(history.to)}`;
    const get = async () => {
      const answer = await timedGet(url, ctx.token);
      if (answer.status !== 200)
        throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      return answer;
    };
    const first = await get();
    const trips = (first.body as { data: unknown[] }).data.length;
    if (!trips) throw new Error('trips: the 90 days of history gave no trip');
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push((await get()).ms);
    return {
      value: tidy(median(times)),
      details: { p95: tidy(percentile(times, 95)), requests: REQUESTS, trips, positions: history.points },
    };
  },
};
