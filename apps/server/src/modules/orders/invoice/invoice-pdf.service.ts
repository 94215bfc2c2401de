import { BILLING_TEXTS, BRAND_NAMES } from '@lodestar/contracts';
import { invoiceNumber } from '@lodestar/domain';
import type { Db } from '../../../db/database.ts';
import { unprocessable } from '../../../http/errors.ts';
import { orderAddresses } from '../order-addresses.ts';
import { invoiceItemsOf, summaryOf } from '../order-dto.ts';
import { findOrderLines } from '../order-lines.repository.ts';
import { findPayments, type PaymentRow } from '../order-payments.repository.ts';
import { findAccountBriefs, type OrderRow } from '../orders.repository.ts';
import type { InvoicePdfInput } from './invoice-pdf-input.ts';
import { invoicePdf } from './invoice-pdf.ts';

/** 'Order #12.pdf', or 'Order #12 Payment #34.pdf' for one payment's invoice (spec 3 §7). */
export const invoiceFileName = (orderId: number, paymentId?: number) =>
  `Order #${orderId}${paymentId === undefined ? '' : ` Payment #${paymentId}`}.pdf`;

/** What the invoice asks of the customer: one payment's amount, or all that is still unpaid of the order. */
function dueOf(order: OrderRow, schedule: PaymentRow[], payment: PaymentRow | undefined) {
  const billed = payment ? [payment] : schedule;
  const sum = (rows: PaymentRow[]) => rows.reduce((total, p) => total + p.amount, 0);
  const unpaid = billed.filter((p) => p.status !== 'succeeded' && p.status !== 'cancelled');
  const next = unpaid[0] ?? payment ?? schedule[0];
  const paid = billed.length > 0 && billed.every((p) => p.status === 'succeeded');
  return {
    amountDue: order.status === 'cancelled' ? 0 : sum(unpaid),
    amountPaid: sum(billed.filter((p) => p.status === 'succeeded')),
    dueDate: next?.dueDate ?? null,
    stamp: order.status === 'cancelled' ? ('cancelled' as const) : paid ? ('paid' as const) : null,
  };
}

/**
 * The invoice of an order, or of one payment of it (spec 3 §2.6, §4: the invoice is the payment's when one is
 * shown), as a PDF. Drafts and carts have none: nothing was sent, and their prices may still change.
 */
export async function invoicePdfOf(db: Db, order: OrderRow, zone: string, payment?: PaymentRow) {
  if (order.status === 'draft' || order.status === 'cart')
    throw unprocessable(BILLING_TEXTS.draftHasNoInvoice);
  const [lines, schedule, accounts, addresses] = await Promise.all([
    findOrderLines(db, [order.id]),
    findPayments(db, [order.id]),
    findAccountBriefs(db, [order.accountId]),
    orderAddresses(db, [order]),
  ]);
  const account = accounts.get(order.accountId)!;
  const input: InvoicePdfInput = {
    brand: BRAND_NAMES[account.usesGpxApp ? 'business' : 'consumer'],
    accountTitle: account.title,
    orderId: order.id,
    invoiceNumber: invoiceNumber(order.id, payment?.id),
    invoiceDate: order.sentAt ?? order.createdAt,
    ...dueOf(order, schedule, payment),
    poNumber: order.poNumber,
    salesPerson: order.salesPerson,
    billedTo: addresses.get(order.id)?.billing ?? null,
    shipTo: addresses.get(order.id)?.shipping ?? null,
    items: invoiceItemsOf(order, lines),
    summary: summaryOf(order, lines),
    schedule: schedule.map((p) => ({
      number: p.number,
      dueDate: p.dueDate,
      amount: p.amount,
      status: p.status,
      current: p.id === payment?.id,
    })),
    zone,
  };
  return invoicePdf(input);
}
