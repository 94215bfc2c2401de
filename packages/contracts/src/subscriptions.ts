import { z } from 'zod';
import { cents, CARD_BRANDS, PAYMENT_METHOD_TYPES, planMonths, planPrice } from './billing.ts';
import { subscriptionStatus } from './subscription-status.ts';

/** A subscription as the manage area lists it (spec 3 §3 Subscription); include=devices,devices.model,price. */
export const subscription = z.object({
  id: z.number().int(),
  status: subscriptionStatus,
  account_id: z.number().int(),
  start_at: z.string().nullable(),
  renewal_date: z.string().nullable(),
  cancel_at: z.string().nullable(),
  /** the period paid now, and its price in cents */
  months: z.number().int(),
  actual_price: cents,
  /** what the next renewal charges, for how many months */
  renewal_months: z.number().int(),
  renewal_price: cents,
  most_recent_order: z.object({ id: z.number().int(), created_at: z.string(), months: z.number().int() }).nullable(),
  /** the cancelled subscription this one reactivates */
  reactivated_from_id: z.number().int().nullable(),
  devices: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        serial: z.string(),
        imei: z.string().nullable(),
        model: z
          .object({ id: z.number().int(), title: z.string(), device_type: z.string(), thumbnail: z.string().nullable() })
          .optional(),
      }),
    )
    .optional(),
  /** the service product's plans (the Reactivate modal's periods and the annual saving) */
  price: z.object({ product_id: z.number().int(), plans: z.array(planPrice) }).nullable().optional(),
});
export type Subscription = z.infer<typeof subscription>;

export const SUBSCRIPTION_INCLUDES = ['devices', 'devices.model', 'price'] as const;

/** PUT /api/subscriptions/{id}/status: the customer may only ask to cancel (the rest are the server's moves). */
export const subscriptionStatusBody = z.object({ status: z.literal('pending-cancellation') });

/** POST /api/subscriptions/{id}/reactivation */
export const reactivationBody = z.object({ months: planMonths });

/** A saved payment method (spec 3 §3 Payment method). Only what the provider tells us; never the number. */
export const paymentMethod = z.object({
  id: z.number().int(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  default: z.boolean(),
  expired: z.boolean(),
  created_at: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const KNOWN_CARD_BRANDS = CARD_BRANDS;

/**
 * PUT /api/accounts/{id}/payment-methods/{id}: make the method the default (an empty body means the same). A
 * default is never switched off by itself: another method is made the default instead.
 */
export const updatePaymentMethodBody = z.object({ default: z.boolean().default(true) }).nullish();

/** POST /api/accounts/{id}/payment-methods answers a setup to finish in the provider's card form. */
export const setupIntentAnswer = z.object({
  id: z.string(),
  client_secret: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
});
export type SetupIntentAnswer = z.infer<typeof setupIntentAnswer>;

/** GET /api/payment-config: which provider's form the web app shows (no secret in it). */
export const paymentConfig = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  publishable_key: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfig>;
