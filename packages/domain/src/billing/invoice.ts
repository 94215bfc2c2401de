import type { InvoiceItem } from '@lodestar/contracts';
import { lineTotal } from './order-summary.ts';

/** Invoice numbers pad ids to this many digits (spec 3 §9). */
export const INVOICE_ID_PADDING = 6;

const pad = (id: number) => String(id).padStart(INVOICE_ID_PADDING, '0');

/**
 * An invoice number (spec 3 §4): the order id padded to 6 digits, plus a dash and the payment id padded to 6 when a
 * payment is shown: invoiceNumber(123) = '000123', invoiceNumber(123, 45) = '000123-000045'.
 */
export function invoiceNumber(orderId: number, paymentId?: number | null): string {
  return paymentId == null ? pad(orderId) : `${pad(orderId)}-${pad(paymentId)}`;
}

/** An invoice is a payment's when a payment exists, otherwise the order's (spec 3 §4). */
export function invoiceType(payment: unknown): 'payment' | 'order' {
  return payment == null ? 'order' : 'payment';
}

/** An order line as the invoice lists it. */
export interface InvoiceLine {
  id: number;
  title: string;
  /** cents */
  unitPrice: number;
  quantity: number;
}

/** The shipping line's id on an invoice: 0, which no order item has (ids start at 1). */
export const SHIPPING_INVOICE_ITEM_ID = 0;

/**
 * The invoice's lines (spec 3 §3 Invoice item): each order line with its price, quantity and total, then shipping
 * as a line of its own ('Shipping', quantity 1, id 0) when it costs anything. Prices are before the promo, which the
 * invoice's subtotals show.
 */
export function invoiceItems(lines: readonly InvoiceLine[], shippingTotal: number): InvoiceItem[] {
  const items: InvoiceItem[] = lines.map((l) => ({
    id: l.id,
    title: l.title,
    price: l.unitPrice,
    qty: l.quantity,
    total: lineTotal(l),
  }));
  if (shippingTotal > 0) {
    items.push({
      id: SHIPPING_INVOICE_ITEM_ID,
      title: 'Shipping',
      price: shippingTotal,
      qty: 1,
      total: shippingTotal,
    });
  }
  return items;
}
