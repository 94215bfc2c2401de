import { describe, expect, it } from 'vitest';
import { invoiceItems, invoiceNumber, invoiceType } from './invoice.ts';

describe('invoice numbers (spec 3 §4)', () => {
  it('pads the order id to 6 digits', () => {
    expect(invoiceNumber(123)).toBe('000123');
    expect(invoiceNumber(123, null)).toBe('000123');
  });

  it('adds a dash and the payment id padded to 6 when a payment is shown', () => {
    expect(invoiceNumber(123, 45)).toBe('000123-000045');
  });

  it('does not cut ids longer than 6 digits', () => {
    expect(invoiceNumber(1234567, 7654321)).toBe('1234567-7654321');
  });
});

describe('invoice type', () => {
  it('is payment when a payment exists, otherwise order', () => {
    expect(invoiceType({ id: 1 })).toBe('payment');
    expect(invoiceType(null)).toBe('order');
    expect(invoiceType(undefined)).toBe('order');
  });
});

describe('invoice items', () => {
  const lines = [
    { id: 7, title: 'Mobile 200', unitPrice: 4999, quantity: 3 },
    { id: 8, title: 'Mobile 200 service, 12 months', unitPrice: 19990, quantity: 3 },
  ];

  it('lists each line with price, quantity and total, then shipping as its own line', () => {
    expect(invoiceItems(lines, 1500)).toEqual([
      { id: 7, title: 'Mobile 200', price: 4999, qty: 3, total: 14997 },
      { id: 8, title: 'Mobile 200 service, 12 months', price: 19990, qty: 3, total: 59970 },
      { id: 0, title: 'Shipping', price: 1500, qty: 1, total: 1500 },
    ]);
  });

  it('leaves free shipping out', () => {
    expect(invoiceItems(lines, 0)).toHaveLength(2);
    expect(invoiceItems([], 0)).toEqual([]);
  });
});
