import { describe, expect, it } from 'vitest';
import { order, payment } from '../testing/order-fixtures.ts';
import { amountDue, invoiceDate, invoicePayment, paymentDueText } from './invoice-payment.ts';

describe('the payment an invoice is for (spec 3 §4)', () => {
  it('is the first payment not yet made of a payable order', () => {
    const paidFirst = order({
      status: 'pending',
      payments: [payment({ status: 'succeeded' }), payment({ id: 32, number: 2, status: 'failed' })],
    });
    expect(invoicePayment(paidFirst)?.id).toBe(32);
    expect(invoicePayment(order())?.id).toBe(31);
  });

  it('is the latest paid payment of a paid order, and none for an order without payments', () => {
    const paid = order({
      status: 'paid',
      payments: [
        payment({ id: 32, number: 2, status: 'succeeded' }),
        payment({ status: 'succeeded' }),
        payment({ id: 33, number: 3 }),
      ],
    });
    expect(invoicePayment(paid)?.id).toBe(32);
    expect(invoicePayment(order({ payments: [] }))).toBeNull();
  });
});

describe('amount due and invoice date', () => {
  it('owes the payment until it succeeds, and the order total while payable without a payment', () => {
    expect(amountDue(order(), payment())).toBe(20_400);
    expect(amountDue(order(), payment({ status: 'succeeded' }))).toBe(0);
    expect(amountDue(order(), null)).toBe(29_400);
    expect(amountDue(order({ status: 'paid' }), null)).toBe(0);
  });

  it('is dated the day the order was sent (decision 0066)', () => {
    expect(invoiceDate(order())).toBe('2026-06-01T12:00:00Z');
    expect(invoiceDate(order({ sent_at: null }))).toBe('2026-05-30T09:00:00Z');
  });
});

describe('the due text (spec 3 §2.6)', () => {
  it("says 'First monthly payment due on' for monthly billing's first payment", () => {
    expect(paymentDueText(order({ billingTerm: 'monthly' }), payment())).toBe(
      'First monthly payment due on Jun 8, 2026',
    );
  });

  it("says 'Payment due on' otherwise, and nothing once paid", () => {
    expect(paymentDueText(order({ billingTerm: 'up-front' }), payment())).toBe('Payment due on Jun 8, 2026');
    expect(paymentDueText(order({ billingTerm: 'monthly' }), payment({ number: 2 }))).toBe(
      'Payment due on Jun 8, 2026',
    );
    expect(paymentDueText(order(), payment({ status: 'succeeded' }))).toBeNull();
  });
});
