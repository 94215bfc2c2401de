import type { Address, Order, Payment } from '@lodestar/contracts';

/** Orders for the feature's tests: a sent device-up-front sale with a promo, shaped as the API answers it. */
export function address(overrides: Partial<Address> = {}): Address {
  return {
    id: 7,
    addressable_id: 3,
    addressable_type: 'Account',
    category: 'billing',
    is_default: 1,
    first_name: 'Alex',
    last_name: 'Admin',
    line1: '100 Harbor Way',
    line2: 'Suite 4',
    city: 'Newark',
    state: 'NJ',
    zip: '07114',
    country: 'US',
    phone: '(973) 555-0100',
    created_at: '2026-01-02T10:00:00Z',
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 31,
    order_id: 12,
    number: 1,
    amount: 20_400,
    due_date: '2026-06-08T12:00:00Z',
    status: 'scheduled',
    method_type: null,
    paid_at: null,
    failure_message: null,
    invoice_number: '000012-000031',
    created_at: '2026-06-01T12:00:00Z',
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    uuid: '5b0c8f3e-9a7d-4c1e-8f00-0a1b2c3d4e5f',
    kind: 'sale',
    status: 'pending-approval',
    payable: true,
    created_at: '2026-05-30T09:00:00Z',
    sent_at: '2026-06-01T12:00:00Z',
    paid_at: null,
    account_id: 3,
    billingTerm: 'device-up-front',
    paymentTerm: 3,
    admin_form_details: { sales_person: 'Sam Seller', po_number: 'PO-7781' },
    summary: {
      hardware_total: 18_000,
      subscription_total: 9_000,
      audio_hour_total: 2,
      live_audio_total: 900,
      shipping_total: 1_500,
      tax: 0,
      promo_discount: 3_100,
      grand_total: 29_400,
      hardware_total_before_discount: 20_000,
      subscription_total_before_discount: 10_000,
      live_audio_total_before_discount: 1_000,
      grand_total_before_discount: 32_500,
      promo_code: { code: 'SPRING10', type: 'discount', amount: 10 },
    },
    orderItems: [
      {
        id: 1,
        product: {
          id: 2,
          title: 'Mobile 200 tracker',
          sku: 'LL02',
          alias: 'mobile-200',
          kind: 'hardware',
          thumbnail: '/img/models/ll02.png',
        },
        actual_price: 10_000,
        quantity: 2,
        months: null,
        device_id: null,
        total: 20_000,
      },
      {
        id: 2,
        product: {
          id: 3,
          title: 'Mobile 200 plan',
          sku: 'LL02-PLAN',
          alias: 'plan',
          kind: 'service',
          thumbnail: null,
        },
        actual_price: 5_000,
        quantity: 2,
        months: 1,
        device_id: null,
        total: 10_000,
      },
    ],
    account: { id: 3, title: 'Acme Logistics', is_b2b_account: true },
    billingAddress: address(),
    shippingAddress: address({ id: 8, category: 'shipping', line1: '9 Dock Street', line2: null }),
    invoiceItems: [
      { id: 1, title: 'Mobile 200 tracker', price: 10_000, qty: 2, total: 20_000 },
      { id: 2, title: 'Mobile 200 plan (1 month)', price: 5_000, qty: 2, total: 10_000 },
      { id: 3, title: 'Live audio hour', price: 500, qty: 2, total: 1_000 },
      { id: 0, title: 'Shipping', price: 1_500, qty: 1, total: 1_500 },
    ],
    payments: [
      payment(),
      payment({
        id: 32,
        number: 2,
        amount: 4_500,
        due_date: '2026-07-08T12:00:00Z',
        invoice_number: '000012-000032',
      }),
      payment({
        id: 33,
        number: 3,
        amount: 4_500,
        due_date: '2026-08-08T12:00:00Z',
        invoice_number: '000012-000033',
      }),
    ],
    ...overrides,
  };
}
