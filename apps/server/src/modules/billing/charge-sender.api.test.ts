import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS, SANDBOX_MESSAGES } from '@lodestar/contracts';
import {
  accounts,
  memberships,
  outbox,
  paymentMethods,
  payments,
  sandboxIntents,
} from '../../db/schema/index.ts';
import { chargeKey } from '../../integrations/payments/payment-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../session/sign-in.test-helper.ts';
import {
  billingDeps,
  billingMails,
  makeOrder,
  orderRow,
  paymentRow,
  sandboxCard,
  saveCard,
} from './billing.test-helper.ts';
import { chargePayment } from './charge-sender.ts';
import { CHARGE_CHANNEL, enqueueCharge } from './enqueue-charge.ts';
import { handleProviderEvent } from './provider-events.ts';
import { ensureCustomer } from './customers.ts';

let t: TestApp;
let acme: number;
let rivera: number;
let cardId: number;
beforeAll(async () => {
  t = await createTestApp();
  acme = t.demo.accounts.acme;
  rivera = t.demo.accounts.rivera;
  cardId = await saveCard(t.app, await signIn(t.app, 'maria@rivera.test'), rivera);
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.db;
const DAY = 86_400_000;

/**
 * A monthly sale whose first payment is paid; its second is the instalment the channel charges (due tomorrow, so the
 * lifecycle job does not queue it on its own).
 */
async function instalmentDue(accountId: number) {
  const order = await makeOrder(db(), { accountId, status: 'paid', paidAt: new Date() }, [2_500, 2_500], {
    firstDue: new Date(Date.now() - 29 * DAY),
  });
  await db()
    .update(payments)
    .set({ status: 'succeeded', paidAt: new Date() })
    .where(eq(payments.id, order.paymentIds[0]!));
  return { orderId: order.id, paymentId: order.paymentIds[1]! };
}
const intentsOf = (paymentId: number) =>
  db()
    .select()
    .from(sandboxIntents)
    .where(like(sandboxIntents.idempotencyKey, `payment-${paymentId}-attempt-%`));
const deliveriesOf = async (paymentId: number) =>
  (await db().select().from(outbox).where(eq(outbox.channel, CHARGE_CHANNEL))).filter(
    (r) => (r.payload as { paymentId: number }).paymentId === paymentId,
  );

describe('the payment-charge channel', () => {
  it("charges the account's default card off session, once per attempt", async () => {
    const { orderId, paymentId } = await instalmentDue(rivera);
    await enqueueCharge(db(), { paymentId, attempt: 1 });
    await t.app.services.outbox.drain();
    expect(await paymentRow(db(), paymentId)).toMatchObject({
      status: 'succeeded',
      attempt: 1,
      methodType: 'card',
      paymentMethodId: cardId,
    });
    expect((await orderRow(db(), orderId)).status).toBe('paid');
    expect((await deliveriesOf(paymentId)).map((d) => d.status)).toEqual(['sent']);
    expect(await intentsOf(paymentId)).toHaveLength(1);
    expect((await billingMails(db(), paymentId)).map((m) => m.subject)).toEqual([
      `Payment received for order #${orderId}`,
    ]);
  });

  it('charges once when the outbox delivers the same attempt twice, even at the same time', async () => {
    const { paymentId } = await instalmentDue(rivera);
    const deps = billingDeps(t);
    await Promise.all([
      chargePayment(deps, { paymentId, attempt: 1 }),
      chargePayment(deps, { paymentId, attempt: 1 }),
    ]);
    await chargePayment(deps, { paymentId, attempt: 1 });
    expect(await intentsOf(paymentId)).toHaveLength(1);
    expect((await paymentRow(db(), paymentId)).status).toBe('succeeded');
    expect(await billingMails(db(), paymentId)).toHaveLength(1);
  });

  it('answers the same intent after a crash between the charge and its outcome', async () => {
    const { paymentId } = await instalmentDue(rivera);
    const provider = t.app.services.payments;
    const [card] = await db().select().from(paymentMethods).where(eq(paymentMethods.id, cardId));
    // the charge reached the provider, then the instance died: nothing of it was stored, and no event came
    provider.setEventHandler(async () => {});
    const charged = await provider.createPaymentIntent({
      amount: 2_500,
      customerId: await ensureCustomer(db(), provider, rivera),
      idempotencyKey: chargeKey(paymentId, 1),
      methodTypes: ['card'],
      metadata: { payment_id: String(paymentId), attempt: '1', off_session: '1' },
      offSession: { paymentMethodId: card!.providerMethodId },
    });
    expect(await paymentRow(db(), paymentId)).toMatchObject({ status: 'scheduled', intentId: null });
    provider.setEventHandler(async (event) => void (await handleProviderEvent(billingDeps(t), event)));
    // the outbox hands the delivery to another instance, which charges the same attempt again
    await enqueueCharge(db(), { paymentId, attempt: 1 });
    await t.app.services.outbox.drain();
    expect(await paymentRow(db(), paymentId)).toMatchObject({ status: 'succeeded', intentId: charged.id });
    expect(await intentsOf(paymentId)).toHaveLength(1);
    expect(await billingMails(db(), paymentId)).toHaveLength(1);
  });

  it('retries the same attempt with the same key after a network error', async () => {
    const { paymentId } = await instalmentDue(rivera);
    const provider = t.app.services.payments;
    const create = provider.createPaymentIntent.bind(provider);
    provider.createPaymentIntent = async () => {
      throw new Error('socket hang up');
    };
    try {
      await enqueueCharge(db(), { paymentId, attempt: 1 });
      await t.app.services.outbox.drain();
    } finally {
      provider.createPaymentIntent = create;
    }
    const [delivery] = await deliveriesOf(paymentId);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastError: 'socket hang up' });
    expect(await paymentRow(db(), paymentId)).toMatchObject({
      status: 'scheduled',
      attempt: 1,
      intentId: null,
    });
    await db().update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, delivery!.id));
    await t.app.services.outbox.drain();
    expect(await paymentRow(db(), paymentId)).toMatchObject({ status: 'succeeded', attempt: 1 });
    expect((await intentsOf(paymentId)).map((i) => i.idempotencyKey)).toEqual([chargeKey(paymentId, 1)]);
  });

  it('records a declined card as the attempt failing, not as a delivery to retry', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    await saveCard(t.app, admin, acme, sandboxCard('declines'));
    const { orderId, paymentId } = await instalmentDue(acme);
    await enqueueCharge(db(), { paymentId, attempt: 1 });
    await t.app.services.outbox.drain();
    expect(await paymentRow(db(), paymentId)).toMatchObject({
      status: 'failed',
      failureMessage: SANDBOX_MESSAGES.declined,
    });
    expect((await orderRow(db(), orderId)).status).toBe('pending');
    expect((await deliveriesOf(paymentId)).map((d) => d.status)).toEqual(['sent']);
    expect((await billingMails(db(), paymentId)).map((m) => m.subject)).toEqual([
      `Payment failed for order #${orderId}`,
    ]);
    // a late delivery of that attempt changes nothing; the next attempt is charged (and declined) again
    await chargePayment(billingDeps(t), { paymentId, attempt: 1 });
    expect(await intentsOf(paymentId)).toHaveLength(1);
    await chargePayment(billingDeps(t), { paymentId, attempt: 2 });
    expect(await paymentRow(db(), paymentId)).toMatchObject({ status: 'failed', attempt: 2 });
    expect(await intentsOf(paymentId)).toHaveLength(2);
    expect(await billingMails(db(), paymentId)).toHaveLength(2);

    // the lifecycle's dunning starts the next try on the row itself (attempt and status), the old intent still on
    // it; with a good card made the default meanwhile, the try gets an intent of its own and pays
    const good = await saveCard(t.app, admin, acme);
    await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${acme}/payment-methods/${good}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const before = await paymentRow(db(), paymentId);
    await db().update(payments).set({ attempt: 3, status: 'scheduled' }).where(eq(payments.id, paymentId));
    await enqueueCharge(db(), { paymentId, attempt: 3 });
    await t.app.services.outbox.drain();
    const after = await paymentRow(db(), paymentId);
    expect(after).toMatchObject({ status: 'succeeded', attempt: 3, paymentMethodId: good });
    expect(after.intentId).not.toBe(before.intentId);
    expect((await intentsOf(paymentId)).map((i) => i.idempotencyKey).sort()).toEqual(
      [1, 2, 3].map((n) => chargeKey(paymentId, n)),
    );
    expect((await orderRow(db(), orderId)).status).toBe('paid');
  });

  it('fails the attempt when the account has no payment method', async () => {
    const [account] = await db().insert(accounts).values({ title: 'No Card Co' }).returning();
    await db()
      .insert(memberships)
      .values({ accountId: account!.id, userId: t.demo.users.maria, role: 'admin' });
    const { paymentId } = await instalmentDue(account!.id);
    await chargePayment(billingDeps(t), { paymentId, attempt: 1 });
    expect(await paymentRow(db(), paymentId)).toMatchObject({
      status: 'failed',
      failureMessage: PAYMENT_TEXTS.noActiveMethod,
      attempt: 1,
    });
    expect(await intentsOf(paymentId)).toHaveLength(0);
  });

  it('skips a stale attempt and a payment already paid', async () => {
    const { paymentId } = await instalmentDue(rivera);
    await db().update(payments).set({ attempt: 3, status: 'failed' }).where(eq(payments.id, paymentId));
    await chargePayment(billingDeps(t), { paymentId, attempt: 2 });
    expect(await intentsOf(paymentId)).toHaveLength(0);
    await chargePayment(billingDeps(t), { paymentId, attempt: 4 });
    expect(await paymentRow(db(), paymentId)).toMatchObject({ status: 'succeeded', attempt: 4 });
    await chargePayment(billingDeps(t), { paymentId, attempt: 5 });
    expect(await intentsOf(paymentId)).toHaveLength(1);
  });
});
