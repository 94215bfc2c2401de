import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SandboxCardToken, SandboxBehaviour } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { orderItems, orders, outbox, paymentEvents, payments, products } from '../../db/schema/index.ts';
import { brandLinks } from '../../http/brand-links.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { SubscriptionEffects } from '../subscriptions/subscription-effects.ts';
import { subscriptionEffects } from '../subscriptions/subscription-effects-impl.ts';
import type { BillingDeps } from './billing-deps.ts';
import { KeyedLock } from './keyed-lock.ts';

export type OrderFields = Partial<typeof orders.$inferInsert> & { accountId: number };

const DAY = 86_400_000;

/** A hardware product to put on test orders (the API test database has no catalogue). */
async function testProduct(db: Db): Promise<number> {
  const [existing] = await db.select({ id: products.id }).from(products).where(eq(products.sku, 'TEST-HW'));
  if (existing) return existing.id;
  const [made] = await db
    .insert(products)
    .values({ sku: 'TEST-HW', title: 'Test Tracker', alias: 'test-tracker', kind: 'hardware', price: 5_000 })
    .returning({ id: products.id });
  return made!.id;
}

/**
 * A sent order with its payment schedule, as the orders module would make it: one line item (unless `items` is
 * 0) and one payment per amount, the first due in 7 days and each next a month later.
 */
export async function makeOrder(
  db: Db,
  fields: OrderFields,
  amounts: number[] = [12_345],
  opts: { items?: number; firstDue?: Date } = {},
): Promise<{ id: number; uuid: string; paymentIds: number[] }> {
  const [order] = await db
    .insert(orders)
    .values({ status: 'pending-approval', sentAt: new Date(), ...fields })
    .returning({ id: orders.id, uuid: orders.uuid });
  const productId = await testProduct(db);
  if ((opts.items ?? 1) > 0)
    await db
      .insert(orderItems)
      .values({ orderId: order!.id, productId, quantity: opts.items ?? 1, unitPrice: 5_000 });
  const first = opts.firstDue ?? new Date(Date.now() + 7 * DAY);
  const rows = await db
    .insert(payments)
    .values(
      amounts.map((amount, i) => ({
        orderId: order!.id,
        number: i + 1,
        amount,
        dueDate: new Date(first.getTime() + i * 30 * DAY),
      })),
    )
    .returning({ id: payments.id });
  return { id: order!.id, uuid: order!.uuid, paymentIds: rows.map((r) => r.id) };
}

export async function paymentRow(db: Db, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** The billing mails queued for a payment (receipts and failure notices), by recipient. */
export async function billingMails(db: Db, paymentId: number) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'mail'), like(outbox.dedupeKey, `billing:%:payment-${paymentId}:%`)));
  return rows.map((r) => ({
    key: r.dedupeKey!,
    ...(r.payload as { to: string; subject: string; text: string }),
  }));
}

export async function storedEvents(db: Db) {
  return db.select().from(paymentEvents);
}

/** What the sandbox's card form makes of a test card in the browser (never the number). */
export const sandboxCard = (
  behaviour: Exclude<SandboxBehaviour, 'ach-fails'> = 'succeeds',
  exp = { month: 12, year: 2099 },
): SandboxCardToken => ({
  brand: 'visa',
  last4: behaviour === 'succeeds' ? '4242' : '0002',
  exp_month: exp.month,
  exp_year: exp.year,
  behaviour,
});

/** The browser's side of the sandbox card form: confirms a payment intent with a new card. */
export async function confirmWithCard(
  app: FastifyInstance,
  intent: { intent_id: string; client_secret: string },
  card: SandboxCardToken,
  save = false,
) {
  return app.inject({
    method: 'POST',
    url: `/api/sandbox-payments/payment-intents/${intent.intent_id}/confirm`,
    payload: { client_secret: intent.client_secret, card, ...(save && { save: true }) },
  });
}

export async function authenticate(
  app: FastifyInstance,
  intent: { intent_id: string; client_secret: string },
  outcome: 'complete' | 'fail',
) {
  return app.inject({
    method: 'POST',
    url: `/api/sandbox-payments/payment-intents/${intent.intent_id}/authenticate`,
    payload: { client_secret: intent.client_secret, outcome },
  });
}

/** The browser's side of adding a card: confirms the setup intent with a card token. */
export async function confirmSetup(
  app: FastifyInstance,
  setup: { id: string; client_secret: string },
  card: SandboxCardToken,
) {
  return app.inject({
    method: 'POST',
    url: `/api/sandbox-payments/setup-intents/${setup.id}/confirm`,
    payload: { client_secret: setup.client_secret, card },
  });
}

export const newEventId = () => `evt_test_${randomUUID().replace(/-/g, '')}`;

/** Subscription effects that only count their calls (the real ones are the subscriptions module's to test). */
export function recordingEffects() {
  const calls: { kind: 'orderPaid' | 'paymentFailed'; orderId: number }[] = [];
  const effects: SubscriptionEffects = {
    orderPaid: async (_tx, orderId) => void calls.push({ kind: 'orderPaid', orderId }),
    paymentFailed: async (_tx, orderId) => void calls.push({ kind: 'paymentFailed', orderId }),
  };
  return { effects, calls };
}

/** Billing's dependencies as the plugin builds them, on a test app (effects and clock replaceable). */
export function billingDeps(t: TestApp, overrides: Partial<BillingDeps> = {}): BillingDeps {
  return {
    db: t.database.db,
    provider: t.app.services.payments,
    effects: subscriptionEffects,
    links: brandLinks(t.config),
    kick: () => t.app.services.outbox.kick(),
    log: { warn: () => {}, error: () => {} },
    submissions: new KeyedLock(),
    now: () => new Date(),
    ...overrides,
  };
}

/** Adds a card as the Payment tab does (setup intent, the sandbox form, the refresh on return): its method id. */
export async function saveCard(
  app: FastifyInstance,
  token: string,
  accountId: number,
  card: SandboxCardToken = sandboxCard(),
): Promise<number> {
  const auth = { authorization: `Bearer ${token}` };
  const setup = await app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/payment-methods`,
    headers: auth,
  });
  const { id, client_secret } = setup.json().data as { id: string; client_secret: string };
  await confirmSetup(app, { id, client_secret }, card);
  const saved = await app.inject({ method: 'POST', url: `/api/setup-intents/${id}/refresh`, headers: auth });
  if (saved.statusCode !== 200) throw new Error(`saving a card failed: ${saved.body}`);
  return saved.json().data.id as number;
}
