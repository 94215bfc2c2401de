import type { TrackerEvent, TrackerEventsPage } from '@lodestar/contracts';

const inRange = (event: TrackerEvent, range: { from: string; to: string }) => {
  const at = Date.parse(event.created_at);
  return at >= Date.parse(range.from) && at <= Date.parse(range.to);
};

/**
 * Page 1 of Recent Alerts with pushed events put at the top at once, newest first, before the list's own refresh
 * (one per batch, by the socket controller) confirms it: only events in the period, none twice, the page still
 * `perPage` long, and the total and last page counting them.
 */
export function withLiveAlerts(
  page: TrackerEventsPage,
  pushed: readonly TrackerEvent[],
  range: { from: string; to: string },
  perPage: number,
): TrackerEventsPage {
  const known = new Set(page.data.map((e) => e.id));
  const fresh = pushed.filter((e) => !known.has(e.id) && inRange(e, range));
  if (!fresh.length) return page;
  const data = [...fresh, ...page.data]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
    .slice(0, perPage);
  const total = page.meta.total + fresh.length;
  return {
    data,
    meta: {
      ...page.meta,
      total,
      from: 1,
      to: data.length,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}
