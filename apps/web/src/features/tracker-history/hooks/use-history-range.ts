import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { defaultDetailsRange } from '../../../components/date-range/date-range-limits.ts';
import { useNow } from '../../../hooks/use-now.ts';

/** The history period a tracker details screen shows. */
export interface HistoryRange {
  from: Date;
  to: Date;
  /** No period chosen: today so far, whose end keeps moving with the clock (and with every refresh). */
  live: boolean;
  setRange(from: Date, to: Date): void;
}

function parseInstant(value: string | null): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The period the address's `date_from` / `date_to` name, or today so far (see useHistoryRange). */
export function historyRangeOf(
  fromParam: string | null,
  toParam: string | null,
  now: number,
): Omit<HistoryRange, 'setRange'> {
  const from = parseInstant(fromParam);
  const to = parseInstant(toParam);
  if (from && to && from.getTime() <= to.getTime()) return { from, to, live: false };
  const today = defaultDetailsRange(new Date(now));
  return { from: new Date(today.from), to: new Date(today.to), live: true };
}

/**
 * The history period, bound to `date_from` / `date_to` (ISO) in the page address, so a shared or reloaded link
 * shows the same history. Without them it is today, from the start of the day to now in the browser's zone
 * (spec 1 §9); its end follows the clock minute by minute.
 */
export function useHistoryRange(): HistoryRange {
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const fromParam = params.get('date_from');
  const toParam = params.get('date_to');

  const range = useMemo(() => historyRangeOf(fromParam, toParam, now), [fromParam, toParam, now]);

  const setRange = useCallback(
    (from: Date, to: Date) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('date_from', from.toISOString());
          next.set('date_to', to.toISOString());
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { ...range, setRange };
}

/**
 * The period as the history calls send it: a chosen period as is; today so far as its start and no end, which
 * the server reads as now, so a refresh brings the newest positions under the same cache entry.
 */
export function historyQueryPeriod(range: Pick<HistoryRange, 'from' | 'to' | 'live'>): {
  from: string;
  to: string | null;
} {
  return { from: range.from.toISOString(), to: range.live ? null : range.to.toISOString() };
}
