import { describe, expect, it } from 'vitest';
import { testOrder, testPayment } from '../testing/payment-fixtures.ts';
import { orderAgreementText, orderHasItems, paymentDue } from './order-terms.ts';

describe("the modal's reading of an order", () => {
  it('pays the first open payment of the schedule', () => {
    expect(paymentDue(testOrder())?.id).toBe(31);
    const firstPaid = testOrder({
      payments: [
        testPayment({ id: 31, number: 1, status: 'succeeded' }),
        testPayment({ id: 32, number: 2, status: 'failed' }),
      ],
    });
    expect(paymentDue(firstPaid)?.id).toBe(32);
    expect(paymentDue(testOrder({ payments: [] }))).toBeNull();
  });

  it('words the agreement with the up-front and monthly amounts of the schedule', () => {
    expect(orderAgreementText(testOrder())).toBe(
      'I agree to be charged $215.00 up front and an additional 2 monthly payments of $15.00.',
    );
    expect(
      orderAgreementText(testOrder({ billingTerm: 'up-front', payments: [testPayment({ amount: 23_000 })] })),
    ).toBe('I agree to be charged $230.00 up front.');
    // read without its payments: the grand total, up front
    expect(orderAgreementText(testOrder({ payments: undefined }))).toBe(
      'I agree to be charged $230.00 up front.',
    );
  });

  it("knows an order without items ('This order has no items')", () => {
    expect(orderHasItems(testOrder())).toBe(true);
    expect(orderHasItems(testOrder({ invoiceItems: [] }))).toBe(false);
    expect(orderHasItems(testOrder({ invoiceItems: undefined, orderItems: [] }))).toBe(false);
  });
});
