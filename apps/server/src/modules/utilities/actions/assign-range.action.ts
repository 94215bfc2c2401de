import { UTILITY_DRY_RUN_LIST } from '@lodestar/contracts';
import type { UtilityAction, UtilityContext } from '../utility-action.ts';
import { accountById, isPaid } from '../utility-trackers.repository.ts';
import { currentSubscriptionsOf, trackersSwapping } from './assign-range.repository.ts';
import { ASSIGN_TEXTS, assignAction } from './assign.action.ts';
import { findTrackersBySerials, requireTracker, type NamedTracker } from './serial-lookup.repository.ts';
import { serialRange } from './serial-range.ts';
import { FINISHED_STATUSES } from './unassign-subscription.repository.ts';

type Sub = Awaited<ReturnType<typeof currentSubscriptionsOf>> extends Map<number, infer S> ? S : never;

/** The trackers of the range that exist, in range order, and how many serials of it have none. */
async function trackersIn(context: UtilityContext, first: string, last: string) {
  const serials = serialRange(first, last);
  const found = await findTrackersBySerials(context.services.database.db, serials);
  const trackers = serials.flatMap((s) => (found.has(s) ? [found.get(s)!] : []));
  return { trackers, missing: serials.length - trackers.length };
}

/** What Assign would do to one tracker of the range, by Assign's own rules (read only). */
function changeFor(
  tracker: NamedTracker,
  to: { id: number; title: string },
  swapping: boolean,
  sub: Sub | undefined,
) {
  if (tracker.accountId === to.id) return { ok: true, change: `already in ${to.title}: stays` };
  if (swapping) return { ok: false, change: ASSIGN_TEXTS.swapping };
  const live = sub && !(FINISHED_STATUSES as readonly string[]).includes(sub.status);
  if (live && isPaid(sub) && sub.accountId === tracker.accountId)
    return { ok: false, change: ASSIGN_TEXTS.paid };
  return { ok: true, change: `moves from ${tracker.accountTitle} to ${to.title}` };
}

const assign = assignAction.bulk ? undefined : assignAction;

/**
 * Assign Range (decision 0071): Assign for every tracker whose serial lies between the first and the last
 * (serial-range.ts: the same prefix, the number counted up), as a job with one item per tracker that exists.
 * Each is assigned on its own, by the Assign action itself: a refused one (a SIM swap in progress, a paid
 * subscription still in its account) is listed with its reason and the others go on. A tracker already in the
 * account is left as it is (so a resumed job does not fail the item it had done). Refuses: a bad range (400), no
 * such account (404), a range where no serial is a tracker (400, nothing to do).
 */
export const assignRangeAction: UtilityAction<'assign-range'> = {
  id: 'assign-range',
  bulk: true,
  async items(input, context) {
    await accountById(context.services.database.db, input.account_id);
    return (await trackersIn(context, input.first_serial, input.last_serial)).trackers.map((t) => t.serial);
  },
  async dryRun(input, context) {
    const db = context.services.database.db;
    const account = await accountById(db, input.account_id);
    const { trackers, missing } = await trackersIn(context, input.first_serial, input.last_serial);
    const ids = trackers.map((t) => t.id);
    const [swapping, subs] = await Promise.all([trackersSwapping(db, ids), currentSubscriptionsOf(db, ids)]);
    const all = trackers.map((t) => ({
      item: t.serial,
      ...changeFor(t, account, swapping.has(t.id), subs.get(t.id)),
    }));
    const refused = all.filter((i) => !i.ok).length;
    const none = missing ? `; ${missing} serials of the range are no tracker` : '';
    return {
      summary: `${trackers.length - refused} trackers would be in ${account.title}; ${refused} would be refused${none}.`,
      total: trackers.length,
      refused,
      items: all.slice(0, UTILITY_DRY_RUN_LIST),
    };
  },
  async runItem(item, input, context) {
    const db = context.services.database.db;
    const account = await accountById(db, input.account_id);
    const tracker = await requireTracker(db, String(item));
    if (tracker.accountId === account.id) return `${tracker.serial} is already in ${account.title}.`;
    const result = await assign!.run({ serial: tracker.serial, account_id: account.id }, context);
    return result.message;
  },
};
