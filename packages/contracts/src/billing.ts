import { z } from 'zod';

/**
 * The money side's vocabulary (spec 3 §3, §4; docs/decisions/0066). Money is integer cents everywhere: in the
 * database, on the wire and in the domain's arithmetic; only the screens and PDFs turn it into dollars.
 */
export const cents = z.number().int();

/** Plan periods a subscription can be bought or reactivated for (spec 3 §9). */
export const PLAN_MONTHS = [1, 12] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];
export const planMonths = z.union([z.literal(1), z.literal(12)]);

/** Billing terms of an order (spec 3 §3 Order, §4 payment schedule). */
export const BILLING_TERMS = ['monthly', 'up-front', 'device-up-front'] as const;
export type BillingTerm = (typeof BILLING_TERMS)[number];

/**
 * Order statuses. The spec names cart, draft, paid, ach-requested (shown as 'paid') and leaves the payable set to
 * us (decision 0066):
 * - cart: a customer's unfinished order; draft: an internal admin is composing it (neither is payable nor invoiced);
 * - pending-approval: sent to the customer, its first payment not made yet (payable);
 * - pending: a payment came due and is unpaid, e.g. a failed renewal or instalment (payable);
 * - ach-requested: a bank payment was submitted and is settling (not payable, shown as 'paid');
 * - paid: every payment due so far has succeeded; cancelled: withdrawn before it was paid.
 */
export const ORDER_STATUSES = [
  'cart',
  'draft',
  'pending-approval',
  'pending',
  'ach-requested',
  'paid',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = ['pending-approval', 'pending'];

/** Why an order exists: a sale composed by sales, a subscription's renewal, or its reactivation. */
export const ORDER_KINDS = ['sale', 'renewal', 'reactivation'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * A payment is one line of an order's payment schedule (spec 3 §4), made when the order is sent:
 * scheduled (not yet charged), processing (an intent is confirmed and settling, e.g. ACH), requires_action
 * (the card needs authentication), succeeded, failed (the last attempt failed; it can be paid again), cancelled.
 */
export const PAYMENT_STATUSES = [
  'scheduled',
  'processing',
  'requires_action',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHOD_TYPES = ['card', 'us_bank_account'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;

/** Promo codes (spec 3 §3 Order summary): free hardware, a dollar amount off, or a percentage off. */
export const PROMO_TYPES = ['free_hardware', 'dollar', 'discount'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];
export const promoCode = z.object({
  code: z.string(),
  type: z.enum(PROMO_TYPES),
  /** cents for 'dollar', whole percent (1-100) for 'discount', 0 for 'free_hardware' */
  amount: z.number().int().nonnegative(),
});
export type PromoCode = z.infer<typeof promoCode>;

/** What a product is, which decides where its lines count in the summary. */
export const PRODUCT_KINDS = ['hardware', 'service', 'live-audio', 'shipping'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const planPrice = z.object({ months: planMonths, price: cents });
export type PlanPrice = z.infer<typeof planPrice>;

/** GET /api/products/{id}: a product with its plans (a service product has one plan per period). */
export const product = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  alias: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  thumbnail: z.string().nullable(),
  /** unit price in cents (hardware, an hour of live audio, shipping); 0 for a service, whose price is its plans' */
  price: cents,
  model_id: z.number().int().nullable(),
  plans: z.array(planPrice),
});
export type Product = z.infer<typeof product>;

/** The order summary (spec 3 §3), in cents; audio_hour_total is the number of live audio hours bought. */
export const orderSummary = z.object({
  hardware_total: cents,
  subscription_total: cents,
  audio_hour_total: z.number().int(),
  live_audio_total: cents,
  shipping_total: cents,
  tax: cents,
  promo_discount: cents,
  grand_total: cents,
  hardware_total_before_discount: cents,
  subscription_total_before_discount: cents,
  live_audio_total_before_discount: cents,
  grand_total_before_discount: cents,
  promo_code: promoCode.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;
