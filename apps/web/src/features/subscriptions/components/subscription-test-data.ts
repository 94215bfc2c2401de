import type { Subscription } from '@lodestar/contracts';

/** A subscription as GET /subscriptions/{id}?include=devices,devices.model,price answers it, for the tests. */
export function subscriptionFixture(fields: Partial<Subscription> = {}): Subscription {
  return {
    id: 41,
    status: 'active',
    account_id: 3,
    start_at: '2026-02-10T15:00:00Z',
    renewal_date: '2026-12-10T15:00:00Z',
    cancel_at: null,
    months: 1,
    actual_price: 1299,
    renewal_months: 12,
    renewal_price: 129900,
    most_recent_order: { id: 77, created_at: '2026-11-10T15:00:00Z', months: 1 },
    reactivated_from_id: null,
    devices: [
      {
        id: 5,
        name: 'Van 07 (Chicago depot)',
        serial: 'LS-000507',
        imei: '356938035643809',
        model: { id: 2, title: 'Mobile 200', device_type: 'll02', thumbnail: null },
      },
    ],
    price: {
      product_id: 9,
      plans: [
        { months: 1, price: 1299 },
        { months: 12, price: 12900 },
      ],
    },
    ...fields,
  };
}
