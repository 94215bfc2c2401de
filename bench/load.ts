import { lifeQueries, loadSpecs, runLoad, type LoadTotals, type SendResult } from '@lodestar/simulator';
import { createKeepAliveSender } from './keep-alive-sender.ts';

export interface BenchLoad {
  url: string;
  serials: string[];
  concurrency: number;
  intervalSeconds: number;
  durationSeconds?: number;
  rounds?: number;
  /** Extra OsmAnd parameters a tracker adds to every report (`&iccid=...`), for items that measure their cost. */
  extraQuery?(tracker: number): string;
  /** Sees each query as it is sent (with its tracker), e.g. to remember when a report left. */
  onQuery?(tracker: number, query: string): void;
  onResult?(tracker: number, result: SendResult, sentAt: number): void;
}

/**
 * Simulated vehicle trackers reporting over OsmAnd with millisecond fix times (every report is a new
 * position), through keep-alive connections: the driver and tracker lives of `npm run simulate`, with a lean
 * HTTP sender because the generator shares the cores with the server it measures.
 */
export async function benchLoad(opts: BenchLoad): Promise<LoadTotals> {
  const sender = createKeepAliveSender({ url: opts.url, connections: opts.concurrency, timeoutMs: 60_000 });
  const queries = lifeQueries(loadSpecs(opts.serials, 'vl501'), true);
  const load = runLoad({
    sender,
    trackers: opts.serials.length,
    intervalSeconds: opts.intervalSeconds,
    concurrency: opts.concurrency,
    durationSeconds: opts.durationSeconds,
    rounds: opts.rounds,
    queryFor: (tracker, now) => {
      const query = queries(tracker, now) + (opts.extraQuery?.(tracker) ?? '');
      opts.onQuery?.(tracker, query);
      return query;
    },
    onResult: opts.onResult,
  });
  try {
    return await load.done;
  } finally {
    await sender.close();
  }
}

/** Per-second counts of 200 answers between `from` and `to` (epoch ms), whole seconds only. */
export function perSecond(okTimes: readonly number[], from: number, to: number): number[] {
  const seconds = Math.floor((to - from) / 1000);
  const buckets = new Array<number>(seconds).fill(0);
  for (const t of okTimes) {
    const i = Math.floor((t - from) / 1000);
    if (i >= 0 && i < seconds) buckets[i]!++;
  }
  return buckets;
}
