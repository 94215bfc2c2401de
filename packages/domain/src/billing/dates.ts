/**
 * `date` plus `n` calendar months in UTC, keeping the time of day; a day the target month lacks becomes its last
 * day (31 Jan + 1 month = 28 Feb, or 29 Feb in a leap year). Count months from a fixed start (addMonths(first, 2))
 * rather than chaining, or 31 Jan → 28 Feb → 28 Mar drifts.
 */
export function addMonths(date: Date, n: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + n;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** `date` plus `n` whole days of 24 hours. */
export function addDays(date: Date, n: number): Date {
  return new Date(date.getTime() + n * 86_400_000);
}
