import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AddressSnapshot, PromoSnapshot } from './billing-types.ts';
import { accounts } from './accounts.ts';
import { devices, models } from './devices.ts';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

/** What we sell (docs/decisions/0066): hardware (a tracker model), a service plan, live audio hours, shipping. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull().unique(),
  title: text('title').notNull(),
  alias: text('alias').notNull(),
  kind: text('kind', { enum: ['hardware', 'service', 'live-audio', 'shipping'] }).notNull(),
  /** hardware and service products belong to a tracker model */
  modelId: integer('model_id').references(() => models.id),
  thumbnail: text('thumbnail'),
  /** unit price in cents; a service's price is its plans' */
  price: integer('price').notNull().default(0),
});

/** A service product's price for a plan period (1 or 12 months), in cents. */
export const planPrices = pgTable(
  'plan_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.months] })],
);

/**
 * An order (spec 3 §3). Addresses are copied in when the order is sent, so an invoice never changes when the
 * account edits or deletes an address. `renewalOf` + `periodStart` make a subscription's renewal order unique per
 * period: two instances running the renewal job cannot both create it.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['sale', 'renewal', 'reactivation'] })
      .notNull()
      .default('sale'),
    status: text('status', {
      enum: ['cart', 'draft', 'pending-approval', 'pending', 'ach-requested', 'paid', 'cancelled'],
    }).notNull(),
    billingTerm: text('billing_term', { enum: ['monthly', 'up-front', 'device-up-front'] })
      .notNull()
      .default('up-front'),
    paymentTerm: integer('payment_term').notNull().default(1),
    promo: jsonb('promo').$type<PromoSnapshot | null>(),
    shippingTotal: integer('shipping_total').notNull().default(0),
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    billingAddressId: integer('billing_address_id'),
    shippingAddressId: integer('shipping_address_id'),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot | null>(),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot | null>(),
    salesPerson: text('sales_person'),
    poNumber: text('po_number'),
    /** the internal admin who composed a sale */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** renewal and reactivation orders: the subscription renewed, or the cancelled one reactivated */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** a renewal order: the start of the period it pays for */
    periodStart: timestamp('period_start', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    // a subscription's renewal and reactivation orders (its related orders, the tax rate a renewal takes)
    index('orders_subscription_idx').on(t.subscriptionId),
    uniqueIndex('orders_one_renewal_per_period_idx')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.kind} = 'renewal'`),
  ],
);

/** A line of an order. Unit price in cents as sold (the promo is applied in the summary, not here). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** a service line's plan period */
    months: integer('months'),
    /** a service line for one named tracker (renewal, reactivation) */
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Which subscriptions an order made, renewed or reactivated (GET /orders/{id}/subscriptions and the reverse). */
export const orderSubscriptions = pgTable(
  'order_subscriptions',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.subscriptionId] }),
    index('order_subscriptions_subscription_idx').on(t.subscriptionId),
  ],
);

/**
 * One line of an order's payment schedule (spec 3 §4). `attempt` counts charges tried; the provider's idempotency
 * key is `payment-{id}-attempt-{attempt}`, so a retried request for the same attempt can never charge twice.
 * `intentId` is the provider's PaymentIntent of the current attempt (unique: an intent pays one payment).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    amount: integer('amount').notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    status: text('status', {
      enum: ['scheduled', 'processing', 'requires_action', 'succeeded', 'failed', 'cancelled'],
    })
      .notNull()
      .default('scheduled'),
    attempt: integer('attempt').notNull().default(0),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }),
    intentId: text('intent_id').unique(),
    clientSecret: text('client_secret'),
    methodType: text('method_type', { enum: ['card', 'us_bank_account'] }),
    paymentMethodId: integer('payment_method_id'),
    failureMessage: text('failure_message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_number_idx').on(t.orderId, t.number),
    index('payments_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/** The account's customer at the payment provider (one per provider). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    customerId: text('customer_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.provider] })],
);

/** A saved payment method: what the provider tells us about it, never its number. One default per account. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerMethodId: text('provider_method_id').notNull(),
    type: text('type', { enum: ['card', 'us_bank_account'] })
      .notNull()
      .default('card'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_account_idx').on(t.accountId),
    uniqueIndex('payment_methods_provider_method_idx').on(t.provider, t.providerMethodId),
    uniqueIndex('payment_methods_one_default_idx')
      .on(t.accountId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A card being added (POST payment-methods): the provider's SetupIntent and whose it is. */
export const paymentSetups = pgTable('payment_setups', {
  intentId: text('intent_id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  status: text('status').notNull().default('requires_payment_method'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider events (webhooks, sandbox callbacks) already handled: a repeat of an event id is a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    intentId: text('intent_id'),
    /** what handling it did: 'applied', 'unknown-intent', 'ignored' */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The embedded sandbox provider's own books (docs/decisions/0067): it stands where Stripe's servers would, so its
 * intents live in the shared database and every instance sees them. `idempotencyKey` makes a repeated create
 * answer the intent it made the first time, as Stripe's Idempotency-Key does.
 */
export const sandboxIntents = pgTable('sandbox_intents', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['payment', 'setup'] }).notNull(),
  clientSecret: text('client_secret').notNull(),
  customerId: text('customer_id'),
  amount: integer('amount'),
  status: text('status').notNull(),
  paymentMethod: text('payment_method'),
  lastError: text('last_error'),
  metadata: jsonb('metadata').$type<Record<string, string>>(),
  idempotencyKey: text('idempotency_key').unique(),
  /** a bank payment settles (or fails) at this time */
  settlesAt: timestamp('settles_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox's saved payment methods (tokens made in the browser; the number never left it). */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id'),
  type: text('type', { enum: ['card', 'us_bank_account'] }).notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  /** the test behaviour the number stood for: succeeds, declines, authenticates, expired, ach-fails */
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
