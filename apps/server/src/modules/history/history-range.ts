import { HISTORY_DOWNLOAD_MAX_DAYS, HISTORY_VIEW_MAX_DAYS } from '@lodestar/contracts';
import { unprocessable } from '../../http/errors.ts';
import type { HistoryRange } from './history.repository.ts';

const DAY_MS = 86_400_000;

/**
 * The fix-time range of a history call: date_to defaults to now, must not be before date_from, and may span at
 * most 90 days for a download (spec 1 §9) or 12 months on screen (the furthest back the date picker goes).
 */
export function historyRange(
  query: { date_from: string; date_to?: string },
  kind: 'view' | 'download',
  now = new Date(),
): HistoryRange {
  const from = new Date(query.date_from);
  const to = query.date_to ? new Date(query.date_to) : now;
  if (from > to) {
    throw unprocessable('The start date must be before the end date', {
      date_from: ['must be before date_to'],
    });
  }
  const maxDays = kind === 'download' ? HISTORY_DOWNLOAD_MAX_DAYS : HISTORY_VIEW_MAX_DAYS;
  if (to.getTime() - from.getTime() > maxDays * DAY_MS) {
    throw unprocessable(
      kind === 'download'
        ? `History can only be downloaded for ${maxDays} day periods`
        : `The date range cannot exceed ${maxDays} days`,
      { date_to: [`must be at most ${maxDays} days after date_from`] },
    );
  }
  return { from, to };
}
