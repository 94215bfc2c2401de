import { z } from 'zod';
import { address } from './addresses.ts';
import {
  BILLING_TERMS,
  cents,
  ORDER_KINDS,
  ORDER_STATUSES,
  orderSummary,
  PAYMENT_STATUSES,
  PAYMENT_METHOD_TYPES,
  PRODUCT_KINDS,
  promoCode,
} from './billing.ts';
import { pagedEnvelope, recordId } from './envelope.ts';

/** A payment: one line of the order's schedule (spec 3 §3 Payment, §4). */
export const payment = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  /** 1 for the first payment of the schedule, 2 for the second… */
  number: z.number().int(),
  amount: cents,
  due_date: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method_type: z.enum(PAYMENT_METHOD_TYPES).nullable(),
  paid_at: z.string().nullable(),
  failure_message: z.string().nullable(),
  /** spec 3 §4: the order id padded to 6 digits, a dash, the payment id padded to 6 */
  invoice_number: z.string(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

export const orderItem = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    sku: z.string(),
    alias: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    thumbnail: z.string().nullable(),
  }),
  /** unit price in cents, after no discount (the summary carries the promo) */
  actual_price: cents,
  quantity: z.number().int(),
  /** a service line's plan period; null for others */
  months: z.number().int().nullable(),
  /** a service line for one named tracker (renewal, reactivation); null when the trackers are not known yet */
  device_id: z.number().int().nullable(),
  total: cents,
});
export type OrderItem = z.infer<typeof orderItem>;

/** Invoice lines (spec 3 §3 Invoice item): what the invoice lists, with shipping as its own line. */
export const invoiceItem = z.object({
  id: z.number().int(),
  title: z.string(),
  price: cents,
  qty: z.number().int(),
  total: cents,
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const adminFormDetails = z.object({
  sales_person: z.string().nullable(),
  po_number: z.string().nullable(),
});

/** An order as GET /api/orders/{id} answers it; the include=… parts are present only when asked for. */
export const order = z.object({
  id: z.number().int(),
  uuid: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  payable: z.boolean(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  account_id: z.number().int(),
  billingTerm: z.enum(BILLING_TERMS),
  /** the schedule's length in months: 1 for up-front, else the number of monthly payments */
  paymentTerm: z.number().int(),
  admin_form_details: adminFormDetails,
  summary: orderSummary,
  orderItems: z.array(orderItem),
  orderItemsCount: z.number().int().optional(),
  account: z.object({ id: z.number().int(), title: z.string(), is_b2b_account: z.boolean() }).optional(),
  billingAddress: address.nullable().optional(),
  shippingAddress: address.nullable().optional(),
  invoiceItems: z.array(invoiceItem).optional(),
  payments: z.array(payment).optional(),
});
export type Order = z.infer<typeof order>;

export const ORDER_INCLUDES = [
  'orderItemsCount',
  'draft',
  'account',
  'billingAddress',
  'shippingAddress',
  'invoiceItems',
  'payments',
] as const;

/** POST /api/orders/{id}/payment-intent: pay the order's first payment due, with a saved method or a new card. */
export const paymentIntentBody = z.object({
  payment_method_id: recordId.optional(),
  /** keep the new card for later payments (renewals charge the default method) */
  save_method: z.boolean().optional(),
});
export const paymentIntentAnswer = z.object({
  payment_id: z.number().int(),
  intent_id: z.string(),
  client_secret: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  amount: cents,
  status: z.enum(PAYMENT_STATUSES),
  /** the provider's id of the saved method the intent pays with (the sandbox form confirms with it); null for a new card */
  payment_method: z.string().nullable().optional(),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswer>;

/**
 * Where a payment stands after a bank payment or the refresh on return from the card form: the payment's status,
 * the order's, and the provider's reason when the attempt failed.
 */
export const paymentProgress = z.object({
  order_id: z.number().int(),
  payment_id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  order_status: z.enum(ORDER_STATUSES),
  failure_message: z.string().nullable(),
  /** a bank payment waiting for the customer at the provider (Stripe's microdeposit check): where to send them */
  next_action_url: z.string().nullable().optional(),
});
export type PaymentProgress = z.infer<typeof paymentProgress>;

/** PUT /api/orders/{id}/payments/{paymentId}: a bank (ACH) payment, B2B accounts only. */
export const achPaymentBody = z.object({
  ach_routing_number: z.string().trim().regex(/^\d{9}$/, 'The routing number has 9 digits'),
  ach_account_number: z.string().trim().regex(/^\d{4,17}$/, 'The account number has 4 to 17 digits'),
  confirm: z.union([z.literal(1), z.literal('1'), z.literal(true)]),
});

/** Internal admins compose a sale (spec 3 §1; issue 29 item 5). */
export const draftOrderBody = z.object({
  billing_term: z.enum(BILLING_TERMS),
  /** the number of monthly payments for monthly and device-up-front terms (1-36); up-front is always 1 */
  payment_term: z.number().int().min(1).max(36),
  items: z
    .array(
      z.object({
        product_id: recordId,
        quantity: z.number().int().min(1).max(10_000),
        months: z.union([z.literal(1), z.literal(12)]).optional(),
      }),
    )
    .min(1, 'Add at least one product')
    .max(100),
  promo: promoCode.nullable().optional(),
  shipping_total: cents.min(0).max(100_000_00).default(0),
  /** tax rate in basis points (825 = 8.25%) on the discounted goods and services */
  tax_rate_bps: z.number().int().min(0).max(5_000).default(0),
  billing_address_id: recordId.nullable().optional(),
  shipping_address_id: recordId.nullable().optional(),
  sales_person: z.string().trim().max(120).nullable().optional(),
  po_number: z.string().trim().max(60).nullable().optional(),
});
export type DraftOrderBody = z.infer<typeof draftOrderBody>;

const queryNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');
const queryId = queryNumber.min(1, 'must be at least 1').max(2_147_483_647, 'is too large');
const orderStatusFilter = z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` });

/** Rows of an order table page unless per_page says otherwise, and the most it may ask for. */
export const ORDERS_PER_PAGE = 25;
export const ORDERS_PER_PAGE_MAX = 200;

const paging = {
  page: queryNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').default(1),
  per_page: queryNumber
    .min(1, 'must be at least 1')
    .max(ORDERS_PER_PAGE_MAX, `must be at most ${ORDERS_PER_PAGE_MAX}`)
    .default(ORDERS_PER_PAGE),
};

/**
 * GET /api/accounts/{id}/orders: newest first. include=orderItemsCount adds each order's line count; without
 * include=draft the customer's cart and draft orders are left out (they are not the Order History's).
 */
export const orderListQuery = z.object({
  ...paging,
  status: orderStatusFilter.optional(),
  include: z.string().max(200, 'is too long').optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
export const orderPage = pagedEnvelope(order);
export type OrderPage = z.infer<typeof orderPage>;

/** GET /api/orders/{id} and /api/public-orders/{uuid}: include=account,billingAddress,shippingAddress,invoiceItems,payments. */
export const orderQuery = z.object({ include: z.string().max(200, 'is too long').optional() });

/** GET /api/subscriptions/{id}/orders: the subscription's orders (the sale that made it, renewals, reactivation). */
export const subscriptionOrdersQuery = z.object(paging);

/** GET /api/admin/orders (internal admins): every account's orders, newest first, drafts included. */
export const adminOrderListQuery = z.object({
  ...paging,
  account_id: queryId.optional(),
  status: orderStatusFilter.optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

/**
 * An order as the internal admin sees it: the customer's view with the account, addresses, invoice and schedule
 * always there, plus what composing a draft needs (the addresses chosen, the tax rate, who composed it).
 */
export const adminOrder = order.extend({
  tax_rate_bps: z.number().int(),
  billing_address_id: z.number().int().nullable(),
  shipping_address_id: z.number().int().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrderPage = pagedEnvelope(adminOrder);
