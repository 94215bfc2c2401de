import type { AdminOrder, Product } from '@lodestar/contracts';
import { orderSummary, paymentSchedule } from '@lodestar/domain';
import { describe, expect, it } from 'vitest';
import { order } from '../testing/order-fixtures.ts';
import {
  draftBody,
  draftFromOrder,
  draftProblems,
  emptyDraft,
  newLine,
  previewLines,
  promoOf,
} from './draft-form.ts';

const products: Product[] = [
  {
    id: 2,
    title: 'Mobile 200',
    sku: 'LL02',
    alias: 'll02',
    kind: 'hardware',
    thumbnail: null,
    price: 9_999,
    model_id: 1,
    plans: [],
  },
  {
    id: 3,
    title: 'Mobile 200 plan',
    sku: 'LL02-PLAN',
    alias: 'plan',
    kind: 'service',
    thumbnail: null,
    price: 0,
    model_id: 1,
    plans: [
      { months: 1, price: 2_000 },
      { months: 12, price: 20_000 },
    ],
  },
  {
    id: 4,
    title: 'Live audio hour',
    sku: 'AUDIO',
    alias: 'audio',
    kind: 'live-audio',
    thumbnail: null,
    price: 500,
    model_id: null,
    plans: [],
  },
];

const form = () => ({
  ...emptyDraft(),
  accountId: 3,
  billingTerm: 'device-up-front' as const,
  paymentTerm: 12,
  lines: [
    { ...newLine(2), quantity: 3 },
    { ...newLine(3), quantity: 3, months: 1 as const },
    { ...newLine(4), quantity: 2 },
    newLine(),
  ],
  promoType: 'dollar' as const,
  promoCode: ' SAVE25 ',
  promoAmount: 25.5,
  shipping: 12.99,
  taxRatePercent: 8.25,
  poNumber: ' PO-1 ',
  salesPerson: '',
});

describe('the draft order form in the API’s units (contracts draftOrderBody)', () => {
  it('turns dollars into cents, percent into basis points, and months only on service lines', () => {
    expect(draftBody(form(), products)).toEqual({
      billing_term: 'device-up-front',
      payment_term: 12,
      items: [
        { product_id: 2, quantity: 3 },
        { product_id: 3, quantity: 3, months: 1 },
        { product_id: 4, quantity: 2 },
      ],
      promo: { code: 'SAVE25', type: 'dollar', amount: 2_550 },
      shipping_total: 1_299,
      tax_rate_bps: 825,
      sales_person: null,
      po_number: 'PO-1',
    });
  });

  it('names a chosen address, and leaves an unchosen one to the account’s default', () => {
    const body = draftBody({ ...form(), billingAddressId: 7 }, products);
    expect(body.billing_address_id).toBe(7);
    expect('shipping_address_id' in body).toBe(false);
  });

  it('pays up-front billing in one payment, and a percent promo in whole percent', () => {
    expect(draftBody({ ...form(), billingTerm: 'up-front' }, products).payment_term).toBe(1);
    expect(promoOf({ promoType: 'discount', promoCode: '', promoAmount: 10 })).toEqual({
      code: 'DISCOUNT',
      type: 'discount',
      amount: 10,
    });
    expect(promoOf({ promoType: null, promoCode: 'X', promoAmount: 5 })).toBeNull();
  });

  it('previews with the plan price of the period, and a schedule that adds up to the grand total', () => {
    const lines = previewLines(form(), products);
    expect(lines).toEqual([
      { kind: 'hardware', unitPrice: 9_999, quantity: 3 },
      { kind: 'service', unitPrice: 2_000, quantity: 3 },
      { kind: 'live-audio', unitPrice: 500, quantity: 2 },
    ]);
    const summary = orderSummary({ lines, promo: promoOf(form()), shippingTotal: 1_299, taxRateBps: 825 });
    const schedule = paymentSchedule({
      billingTerm: 'device-up-front',
      paymentTerm: 12,
      summary,
      sentAt: new Date(),
    });
    expect(schedule).toHaveLength(12);
    expect(schedule.reduce((sum, p) => sum + p.amount, 0)).toBe(summary.grand_total);
  });

  it('reads a saved draft back, and names what keeps a draft from saving', () => {
    const saved: AdminOrder = {
      ...order({ status: 'draft' }),
      tax_rate_bps: 825,
      billing_address_id: 7,
      shipping_address_id: 8,
      created_by: null,
    };
    const back = draftFromOrder(saved);
    expect(back).toMatchObject({
      accountId: 3,
      accountTitle: 'Acme Logistics',
      billingTerm: 'device-up-front',
      paymentTerm: 3,
      promoType: 'discount',
      promoCode: 'SPRING10',
      promoAmount: 10,
      shipping: 15,
      taxRatePercent: 8.25,
      billingAddressId: 7,
      poNumber: 'PO-7781',
      salesPerson: 'Sam Seller',
    });
    expect(back.lines.map((l) => [l.productId, l.quantity, l.months])).toEqual([
      [2, 2, 12],
      [3, 2, 1],
    ]);
    expect(draftProblems(emptyDraft())).toEqual([
      'Choose the account the order is for.',
      'Add at least one product',
    ]);
    expect(draftProblems(form())).toEqual([]);
  });
});
