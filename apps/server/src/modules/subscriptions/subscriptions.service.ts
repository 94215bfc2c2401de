import type { Subscription } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { includes } from '../../http/include-list.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { subscriptionDto, type SubscriptionIncludes } from './subscription-dto.ts';
import { SUBSCRIPTION_NOT_FOUND } from './subscription-access.ts';
import { statusesFor, type SubscriptionListQuery } from './subscription-list-query.ts';
import {
  findSubscription,
  listSubscriptions,
  mostRecentOrders,
  plansOf,
  type SubscriptionRow,
} from './subscriptions.repository.ts';

/** Every include of GET /subscriptions/{id} (spec 3 §7: devices, devices.model, price). */
export const ALL_INCLUDES: SubscriptionIncludes = { devices: true, model: true, price: true };

/** An include list as asked (`include=devices,price`); without one, everything the detail screen shows. */
export function includesAsked(include: string | undefined): SubscriptionIncludes {
  if (include === undefined) return ALL_INCLUDES;
  const model = includes(include, 'devices.model');
  return { devices: model || includes(include, 'devices'), model, price: includes(include, 'price') };
}

async function toDtos(
  db: Db,
  rows: SubscriptionRow[],
  include: SubscriptionIncludes,
): Promise<Subscription[]> {
  const recent = await mostRecentOrders(
    db,
    rows.map((r) => r.sub.id),
  );
  const plans = include.price
    ? await plansOf(
        db,
        rows.flatMap((r) => (r.productId === null ? [] : [r.productId])),
      )
    : new Map();
  return rows.map((r) => subscriptionDto(r, recent.get(r.sub.id), plans, include));
}

/** The Subscriptions table (spec 3 §2.4): one page, newest first, with each tracker and its model. */
export async function subscriptionPage(db: Db, access: AccountAccess, q: SubscriptionListQuery) {
  const filter = q['search[status]'] ?? q.status;
  const { rows, total } = await listSubscriptions(db, {
    accountId: access.accountId,
    statuses: filter ? statusesFor(filter) : null,
    query: q.query || null,
    page: q.page,
    perPage: q.per_page,
  });
  const from = rows.length ? (q.page - 1) * q.per_page + 1 : null;
  return {
    data: await toDtos(db, rows, { devices: true, model: true, price: false }),
    meta: {
      current_page: q.page,
      last_page: Math.max(1, Math.ceil(total / q.per_page)),
      from,
      to: from === null ? null : from + rows.length - 1,
      total,
      per_page: q.per_page,
    },
  };
}

/** One subscription as the detail screen shows it. */
export async function subscriptionDetails(
  db: Db,
  subscriptionId: number,
  include: SubscriptionIncludes = ALL_INCLUDES,
): Promise<Subscription> {
  const row = await findSubscription(db, subscriptionId);
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  const [dto] = await toDtos(db, [row], include);
  return dto!;
}
