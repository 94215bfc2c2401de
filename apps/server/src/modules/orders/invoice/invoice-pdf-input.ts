import type { Address, InvoiceItem, OrderSummary, PaymentStatus } from '@lodestar/contracts';

/** One line of the schedule printed under the invoice. */
export interface InvoiceScheduleLine {
  number: number;
  dueDate: Date;
  amount: number;
  status: PaymentStatus;
  /** the payment this invoice is for */
  current: boolean;
}

/** Everything an invoice PDF shows (spec 3 §2.6), already read and computed: the PDF only lays it out. */
export interface InvoicePdfInput {
  /** the account's brand (BRAND_NAMES) */
  brand: string;
  accountTitle: string;
  orderId: number;
  /** '000123' for the order, '000123-000045' for one payment */
  invoiceNumber: string;
  invoiceDate: Date;
  dueDate: Date | null;
  /** cents still to pay on this invoice */
  amountDue: number;
  /** cents already paid on this invoice (shown when any) */
  amountPaid: number;
  poNumber: string | null;
  salesPerson: string | null;
  billedTo: Address | null;
  shipTo: Address | null;
  items: InvoiceItem[];
  summary: OrderSummary;
  schedule: InvoiceScheduleLine[];
  /** the stamp across the top: paid, or cancelled, or none */
  stamp: 'paid' | 'cancelled' | null;
  /** IANA zone the dates are written in */
  zone: string;
}
