import type { PlanPrice, Subscription } from '@lodestar/contracts';
import type { RecentOrder, SubscriptionRow } from './subscriptions.repository.ts';

export interface SubscriptionIncludes {
  devices: boolean;
  model: boolean;
  price: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A subscription as the API answers it (spec 3 §3 Subscription); money in cents. */
export function subscriptionDto(
  row: SubscriptionRow,
  recent: RecentOrder | undefined,
  plans: Map<number, PlanPrice[]>,
  include: SubscriptionIncludes,
): Subscription {
  const { sub, device, model } = row;
  return {
    id: sub.id,
    status: sub.status,
    account_id: sub.accountId,
    start_at: iso(sub.startAt),
    renewal_date: iso(sub.renewalDate),
    cancel_at: iso(sub.cancelAt),
    months: sub.months,
    actual_price: sub.actualPrice,
    renewal_months: sub.renewalMonths,
    renewal_price: sub.renewalPrice,
    most_recent_order: recent
      ? { id: recent.id, created_at: recent.createdAt.toISOString(), months: recent.months ?? sub.months }
      : null,
    reactivated_from_id: sub.reactivatedFromId,
    ...(include.devices && {
      // spec 3 §3: a subscription's devices, of which the first is used; none while it waits for its tracker
      devices: device
        ? [
            {
              id: device.id,
              name: device.name,
              serial: device.serial,
              imei: device.imei,
              ...(include.model &&
                model && {
                  model: {
                    id: model.id,
                    title: model.title,
                    device_type: model.deviceType,
                    thumbnail: model.thumbnail,
                  },
                }),
            },
          ]
        : [],
    }),
    ...(include.price && {
      price:
        row.productId === null ? null : { product_id: row.productId, plans: plans.get(row.productId) ?? [] },
    }),
  };
}
