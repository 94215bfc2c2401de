import type { Subscription } from '@lodestar/contracts';
import type { OrderSubscriptionRow } from './order-subscriptions.repository.ts';

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/**
 * A subscription of an order in the contracts' shape (the subscriptions module's own answer has the same fields),
 * with its tracker: the order page's table names each subscription by its tracker.
 */
export function orderSubscriptionDto(row: OrderSubscriptionRow): Subscription {
  return {
    id: row.id,
    status: row.status,
    account_id: row.account_id,
    start_at: iso(row.start_at),
    renewal_date: iso(row.renewal_date),
    cancel_at: iso(row.cancel_at),
    months: row.months,
    actual_price: row.actual_price,
    renewal_months: row.renewal_months,
    renewal_price: row.renewal_price,
    most_recent_order:
      row.recent_order_id === null
        ? null
        : {
            id: row.recent_order_id,
            created_at: iso(row.recent_order_at)!,
            months: row.recent_order_months ?? row.months,
          },
    reactivated_from_id: row.reactivated_from_id,
    devices:
      row.device_id === null
        ? []
        : [{ id: row.device_id, name: row.device_name!, serial: row.device_serial!, imei: row.device_imei }],
  };
}
