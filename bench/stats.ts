/** Nearest-rank percentile (p in 0..100) of a list of numbers; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** Rounds for display and JSON: whole numbers from 100 up, else three significant digits. */
export function tidy(value: number): number {
  if (!Number.isFinite(value)) return value;
  if (Math.abs(value) >= 100) return Math.round(value);
  return Number(value.toPrecision(3));
}

/** How a timed item's runs spread: their number, the first (cold) run, the 95th percentile and the slowest. */
export function runSpread(values: readonly number[]) {
  return {
    runs: values.length,
    firstRun: tidy(values[0]!),
    p95: tidy(percentile(values, 95)),
    max: tidy(Math.max(...values)),
  };
}
