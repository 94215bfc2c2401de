import type { Order, Payment, PaymentMethod } from '@lodestar/contracts';

/** The payment forms' test data, shaped as the API answers it: a monthly order of 3 payments, saved cards. */
export function testPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 31,
    order_id: 12,
    number: 1,
    amount: 10_000,
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

export function testOrder(overrides: Partial<Order> = {}): Order {
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
    admin_form_details: { sales_person: null, po_number: null },
    summary: {
      hardware_total: 20_000,
      subscription_total: 3_000,
      audio_hour_total: 0,
      live_audio_total: 0,
      shipping_total: 0,
      tax: 0,
      promo_discount: 0,
      grand_total: 23_000,
      hardware_total_before_discount: 20_000,
      subscription_total_before_discount: 3_000,
      live_audio_total_before_discount: 0,
      grand_total_before_discount: 23_000,
      promo_code: null,
    },
    orderItems: [
      {
        id: 1,
        product: {
          id: 2,
          title: 'Mobile 200',
          sku: 'LL02',
          alias: 'mobile-200',
          kind: 'hardware',
          thumbnail: null,
        },
        actual_price: 20_000,
        quantity: 1,
        months: null,
        device_id: null,
        total: 20_000,
      },
    ],
    account: { id: 3, title: 'Acme Logistics', is_b2b_account: true },
    invoiceItems: [{ id: 1, title: 'Mobile 200', price: 20_000, qty: 1, total: 20_000 }],
    payments: [
      testPayment({ id: 33, number: 3, amount: 1_500 }),
      testPayment({ id: 31, number: 1, amount: 21_500 }),
      testPayment({ id: 32, number: 2, amount: 1_500 }),
    ],
    ...overrides,
  };
}

export function testMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 5,
    type: 'card',
    brand: 'visa',
    last4: '4242',
    exp_month: 4,
    exp_year: 2030,
    default: false,
    expired: false,
    created_at: '2026-01-02T10:00:00Z',
    ...overrides,
  };
}
