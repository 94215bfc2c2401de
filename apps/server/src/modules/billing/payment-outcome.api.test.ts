import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { brandLinks } from '../../http/brand-links.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { saveNotificationSettings } from '../notification-settings/notification-settings.repository.ts';
import { billingMails, makeOrder, orderRow, paymentRow, recordingEffects } from './billing.test-helper.ts';
import { recordPaymentOutcome, type PaymentOutcomeInput } from './payment-outcome.ts';

let t: TestApp;
let acme: number;
let rivera: number;
let fx: ReturnType<typeof recordingEffects>;
beforeAll(async () => {
  t = await createTestApp();
  acme = t.demo.accounts.acme;
  rivera = t.demo.accounts.rivera;
}, 60_000);
afterAll(() => t.close());
beforeEach(() => {
  fx = recordingEffects();
});

const db = () => t.database.db;
const DAY = 86_400_000;

/** Gives the payment an intent, as Pay Now or a charge would have. */
async function withIntent(paymentId: number): Promise<string> {
  const intentId = `pi_test_${randomUUID().replace(/-/g, '')}`;
  await db().update(payments).set({ intentId, attempt: 1 }).where(eq(payments.id, paymentId));
  return intentId;
}

const record = (
  intentId: string,
  status: PaymentOutcomeInput['status'],
  more: Partial<PaymentOutcomeInput> = {},
) =>
  recordPaymentOutcome(db(), fx.effects, {
    intentId,
    status,
    now: new Date(),
    links: brandLinks(t.config),
    ...more,
  });

describe('recordPaymentOutcome', () => {
  it('applies a success once: the order is paid, its effects run once, one receipt', async () => {
    const order = await makeOrder(db(), { accountId: rivera });
    const intent = await withIntent(order.paymentIds[0]!);
    const first = await record(intent, 'succeeded', { methodType: 'card' });
    expect(first).toMatchObject({
      applied: true,
      previousPaymentStatus: 'scheduled',
      paymentStatus: 'succeeded',
      previousOrderStatus: 'pending-approval',
      orderStatus: 'paid',
      orderPaid: true,
    });
    const again = await record(intent, 'succeeded');
    expect(again).toMatchObject({ applied: false, paymentStatus: 'succeeded', orderStatus: 'paid' });
    // a late failure of the same intent cannot undo a success
    expect(await record(intent, 'failed', { failureMessage: 'late' })).toMatchObject({ applied: false });
    expect(fx.calls).toEqual([{ kind: 'orderPaid', orderId: order.id }]);
    const mails = await billingMails(db(), order.paymentIds[0]!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/manage/orders/${order.id}`);
    expect((await paymentRow(db(), order.paymentIds[0]!)).paidAt).not.toBeNull();
  });

  it('applies a failure once; the same intent may still succeed after it', async () => {
    const order = await makeOrder(db(), { accountId: rivera });
    const intent = await withIntent(order.paymentIds[0]!);
    expect(await record(intent, 'failed', { failureMessage: 'Your card was declined.' })).toMatchObject({
      applied: true,
      paymentStatus: 'failed',
      orderStatus: 'pending-approval',
      failureMessage: 'Your card was declined.',
    });
    expect((await record(intent, 'failed', { failureMessage: 'Your card was declined.' }))!.applied).toBe(
      false,
    );
    expect(fx.calls).toEqual([{ kind: 'paymentFailed', orderId: order.id }]);
    expect(await billingMails(db(), order.paymentIds[0]!)).toHaveLength(1);
    expect(await record(intent, 'succeeded')).toMatchObject({ applied: true, orderStatus: 'paid' });
  });

  it('follows an instalment plan: a failed instalment makes the paid order pending, its retry paid again', async () => {
    const order = await makeOrder(db(), { accountId: rivera }, [1_000, 1_000, 1_000], {
      firstDue: new Date(Date.now() + DAY),
    });
    const [p1, p2] = order.paymentIds as [number, number];
    await record(await withIntent(p1), 'succeeded');
    const second = await withIntent(p2);
    expect(await record(second, 'failed', { failureMessage: 'no' })).toMatchObject({
      previousOrderStatus: 'paid',
      orderStatus: 'pending',
    });
    const paidAt = (await orderRow(db(), order.id)).paidAt;
    // the retry is a new attempt with its own intent
    const retry = await withIntent(p2);
    expect(await record(retry, 'succeeded')).toMatchObject({ orderStatus: 'paid', orderPaid: false });
    expect(fx.calls.map((c) => c.kind)).toEqual(['orderPaid', 'paymentFailed']);
    expect((await orderRow(db(), order.id)).paidAt).toEqual(paidAt);
  });

  it('shows a settling bank payment as ach-requested, and pending when it fails', async () => {
    const order = await makeOrder(db(), { accountId: acme });
    const intent = await withIntent(order.paymentIds[0]!);
    expect(await record(intent, 'processing', { methodType: 'us_bank_account' })).toMatchObject({
      paymentStatus: 'processing',
      orderStatus: 'ach-requested',
    });
    expect(
      await record(intent, 'failed', { failureMessage: 'The bank account could not be debited.' }),
    ).toMatchObject({ paymentStatus: 'failed', orderStatus: 'pending' });
    expect((await paymentRow(db(), order.paymentIds[0]!)).methodType).toBe('us_bank_account');
  });

  it('leaves a card waiting for authentication payable', async () => {
    const order = await makeOrder(db(), { accountId: rivera });
    const intent = await withIntent(order.paymentIds[0]!);
    expect(await record(intent, 'requires_action')).toMatchObject({
      paymentStatus: 'requires_action',
      orderStatus: 'pending-approval',
    });
    expect(await billingMails(db(), order.paymentIds[0]!)).toHaveLength(0);
  });

  it('answers null for an intent that pays no payment', async () => {
    expect(await record('pi_nobody', 'succeeded')).toBeNull();
    expect(fx.calls).toEqual([]);
  });

  it("leaves a renewal's failure notice to the lifecycle, and a cancelled order as it is", async () => {
    const renewal = await makeOrder(db(), { accountId: rivera, kind: 'renewal', status: 'pending' });
    await record(await withIntent(renewal.paymentIds[0]!), 'failed', { failureMessage: 'no' });
    expect(fx.calls).toEqual([{ kind: 'paymentFailed', orderId: renewal.id }]);
    expect(await billingMails(db(), renewal.paymentIds[0]!)).toHaveLength(0);

    const cancelled = await makeOrder(db(), { accountId: rivera, status: 'cancelled' });
    expect(await record(await withIntent(cancelled.paymentIds[0]!), 'succeeded')).toMatchObject({
      paymentStatus: 'succeeded',
      orderStatus: 'cancelled',
      orderPaid: false,
    });
  });

  it("mails a business account's admins only while their billing notifications are on", async () => {
    const adminId = t.demo.users.admin;
    await saveNotificationSettings(db(), acme, adminId, [
      { code: 'receive_billing_notifications', value: false },
    ]);
    const quiet = await makeOrder(db(), { accountId: acme });
    await record(await withIntent(quiet.paymentIds[0]!), 'succeeded');
    expect(await billingMails(db(), quiet.paymentIds[0]!)).toHaveLength(0);
    await saveNotificationSettings(db(), acme, adminId, [
      { code: 'receive_billing_notifications', value: true },
    ]);
    const told = await makeOrder(db(), { accountId: acme });
    await record(await withIntent(told.paymentIds[0]!), 'succeeded');
    // the account's 'all' and devices members are never told
    expect((await billingMails(db(), told.paymentIds[0]!)).map((m) => m.to)).toEqual(['admin@acme.test']);
  });
});
