import type { OsmandSender, SendResult } from './osmand-sender.ts';

export interface LoadOptions {
  sender: OsmandSender;
  /** How many trackers take turns; tracker i reports once per round. */
  trackers: number;
  /** Seconds between one tracker's reports; 0 sends as fast as the server answers (a throughput test). */
  intervalSeconds: number;
  /** Reports in flight at most (at most the sender's connections). */
  concurrency: number;
  /** Stops after this many seconds; runs until stop() or the signal otherwise. */
  durationSeconds?: number;
  /** Stops after this many rounds (every tracker reported this many times). */
  rounds?: number;
  signal?: AbortSignal;
  /** The query string of tracker i's next report at `now` (epoch ms). */
  queryFor(tracker: number, now: number): string;
  /** Called for every answer, e.g. to time reports of interest. */
  onResult?(tracker: number, result: SendResult, sentAt: number): void;
}

export interface LoadTotals {
  sent: number;
  ok: number;
  failed: number;
  /** Answers by HTTP status (0: no answer). */
  statuses: Record<number, number>;
  /** The first few error texts, to show what went wrong. */
  errors: string[];
  elapsedMs: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Drives trackers in rounds with bounded concurrency: report n goes to tracker n % trackers, due at its place
 * in the round, so each tracker reports every interval and a fleet's reports spread evenly over it. Workers
 * that fall behind send at once (catching up), which is what a backlog of real devices does too.
 */
export function runLoad(opts: LoadOptions): { done: Promise<LoadTotals>; totals: LoadTotals; stop(): void } {
  const totals: LoadTotals = { sent: 0, ok: 0, failed: 0, statuses: {}, errors: [], elapsedMs: 0 };
  const stopper = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, stopper.signal]) : stopper.signal;
  const started = Date.now();
  const endAt = opts.durationSeconds ? started + opts.durationSeconds * 1000 : Infinity;
  const intervalMs = opts.intervalSeconds * 1000;
  const lastReport = opts.rounds === undefined ? Infinity : opts.rounds * opts.trackers;
  let cursor = 0;

  const worker = async () => {
    while (!signal.aborted) {
      const n = cursor++;
      if (n >= lastReport) break;
      const tracker = n % opts.trackers;
      if (intervalMs > 0) {
        const due = started + (Math.floor(n / opts.trackers) + tracker / opts.trackers) * intervalMs;
        const wait = due - Date.now();
        if (due >= endAt) break;
        if (wait > 0) await sleep(wait, signal);
        if (signal.aborted) break;
      }
      const now = Date.now();
      if (now >= endAt) break;
      const result = await opts.sender.sendQuery(opts.queryFor(tracker, now));
      totals.sent++;
      totals.statuses[result.status] = (totals.statuses[result.status] ?? 0) + 1;
      if (result.status === 200) totals.ok++;
      else {
        totals.failed++;
        if (totals.errors.length < 5 && result.error) totals.errors.push(`${result.status}: ${result.error}`);
      }
      opts.onResult?.(tracker, result, now);
    }
  };
  const done = Promise.all(Array.from({ length: Math.max(1, opts.concurrency) }, worker)).then(() => {
    totals.elapsedMs = Date.now() - started;
    return totals;
  });
  return { done, totals, stop: () => stopper.abort() };
}
