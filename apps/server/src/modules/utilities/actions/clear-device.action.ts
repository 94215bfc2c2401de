import { UTILITY_DRY_RUN_LIST, type UtilityInput } from '@lodestar/contracts';
import { badRequest, unprocessable } from '../../../http/errors.ts';
import type { UtilityAction } from '../utility-action.ts';
import {
  countBefore,
  countPerDay,
  currentFixTime,
  daysToClear,
  deleteEndedVisits,
  deleteEvents,
  deletePositions,
  dropRemovedCurrent,
} from './clear-device.repository.ts';
import { requireTracker } from './serial-lookup.repository.ts';

const DAY_MS = 86_400_000;
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);
const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** The moment before which everything goes: the start (UTC) of the `before` day, or null for all of it. */
function cutoffOf(input: UtilityInput<'clear-device'>): Date | null {
  if (!input.before) return null;
  const cutoff = startOf(input.before);
  if (Number.isNaN(cutoff.getTime()) || cutoff.toISOString().slice(0, 10) !== input.before) {
    const message = `${input.before} is not a day of the calendar.`;
    throw unprocessable(message, { before: [message] });
  }
  return cutoff;
}

const DAY_ITEM = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Clear Device (decision 0071): removes a tracker's stored history reported before a day (UTC), or all of it: its
 * positions, its events (with their alert deliveries) and its geofence visits that ended then. A job whose items
 * are the UTC days that hold any of it, oldest first: a day is deleted in batches of CLEAR_BATCH rows, each its own
 * short statement, so trackers keep ingesting (no long lock on positions), and what a batch removed stays removed,
 * so a day cut short by a restart is resumed with only what is left of it. After each day, the current position
 * shown on the map is dropped if its position was removed (the tracker's next report sets it again), so the map
 * never shows a position the history no longer has. Refuses: no such tracker (404), a `before` that is not a
 * calendar day (422), nothing stored before it (400, the job runner's 'nothing to do').
 */
export const clearDeviceAction: UtilityAction<'clear-device'> = {
  id: 'clear-device',
  bulk: true,
  async items(input, { services }) {
    const db = services.database.db;
    const cutoff = cutoffOf(input);
    const tracker = await requireTracker(db, input.serial);
    return daysToClear(db, tracker.id, cutoff);
  },
  async dryRun(input, { services }) {
    const db = services.database.db;
    const cutoff = cutoffOf(input);
    const tracker = await requireTracker(db, input.serial);
    const days = await daysToClear(db, tracker.id, cutoff);
    const listed = days.slice(0, UTILITY_DRY_RUN_LIST);
    const [totals, perDay, current] = await Promise.all([
      countBefore(db, tracker.id, cutoff),
      listed.length
        ? countPerDay(
            db,
            tracker.id,
            startOf(listed[0]!),
            new Date(startOf(listed.at(-1)!).getTime() + DAY_MS),
          )
        : new Map<string, { positions: number; events: number }>(),
      currentFixTime(db, tracker.id),
    ]);
    const goesFromMap = current !== null && (cutoff === null || current < cutoff);
    const when = input.before ? `before ${input.before}` : 'of all time';
    return {
      summary:
        `${plural(totals.positions, 'position')} and ${plural(totals.events, 'event')} ${when} on ` +
        `${plural(days.length, 'day')} would be removed from ${tracker.name} (${tracker.serial}); its current ` +
        `position ${goesFromMap ? 'goes from the map until it reports again' : 'stays on the map'}.`,
      total: days.length,
      refused: 0,
      items: listed.map((day) => {
        const n = perDay.get(day) ?? { positions: 0, events: 0 };
        return {
          item: day,
          ok: true,
          change: `${plural(n.positions, 'position')}, ${plural(n.events, 'event')}`,
        };
      }),
    };
  },
  async runItem(item, input, { services }) {
    const db = services.database.db;
    const day = String(item);
    if (!DAY_ITEM.test(day)) throw badRequest(`${day} is not a day.`);
    const cutoff = cutoffOf(input);
    const tracker = await requireTracker(db, input.serial);
    const from = startOf(day);
    const end = new Date(from.getTime() + DAY_MS);
    const to = cutoff && cutoff < end ? cutoff : end;
    const positions = await deletePositions(db, tracker.id, from, to);
    const events = await deleteEvents(db, tracker.id, from, to);
    const visits = await deleteEndedVisits(db, tracker.id, from, to);
    const dropped = await dropRemovedCurrent(db, tracker.id);
    const removed = [
      plural(positions, 'position'),
      plural(events, 'event'),
      plural(visits, 'geofence visit'),
    ];
    return `${day}: ${removed.join(', ')} removed${dropped ? '; the current position went with them' : ''}.`;
  },
};
