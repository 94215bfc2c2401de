import { and, count, eq } from 'drizzle-orm';
import { pathTo } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { memberships, payments, users } from '../../db/schema/index.ts';
import { linkBaseOf, type BrandLinks } from '../../http/brand-links.ts';
import { enqueueMail } from '../../jobs/outbox/enqueue-mail.ts';
import { findNotificationSettings } from '../notification-settings/notification-settings.repository.ts';
import { paymentFailedMail, receiptMail, type BillingMailFacts } from './billing-mail-texts.ts';
import type { BillingAccount, OrderRow, PaymentRow } from './order-payments.repository.ts';

export interface BillingMail {
  kind: 'receipt' | 'payment-failed';
  account: BillingAccount;
  order: OrderRow;
  payment: PaymentRow;
  links: BrandLinks | undefined;
}

/**
 * Who hears about the account's payments (decision 0066): its admins whose receive_billing_notifications is on.
 * The setting is on by default and only an admin of a business account can turn it off (spec 2 §2), so a family
 * account's admins always get their receipts and failure notices.
 */
async function billingRecipients(tx: Db, accountId: number) {
  const admins = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'admin')));
  const settings = await findNotificationSettings(
    tx,
    accountId,
    admins.map((a) => a.id),
  );
  return admins.filter((a) => a.email && settings.get(a.id)?.receive_billing_notifications !== false);
}

/**
 * Queues the receipt or the failure notice of a payment's attempt in the outcome's transaction. The dedupe key is
 * the payment, its attempt, the outcome and the recipient, so a repeated outcome never mails twice.
 */
export async function queueBillingMail(
  tx: Db,
  mail: BillingMail,
  failureMessage: string | null,
): Promise<void> {
  const { order, payment, account } = mail;
  const [schedule] = await tx.select({ n: count() }).from(payments).where(eq(payments.orderId, order.id));
  const base = mail.links ? linkBaseOf(mail.links, account.isB2b) : '';
  for (const admin of await billingRecipients(tx, account.id)) {
    const facts: BillingMailFacts = {
      to: admin.email,
      name: admin.name,
      accountTitle: account.title,
      orderId: order.id,
      paymentId: payment.id,
      number: payment.number,
      count: schedule?.n ?? 1,
      amount: payment.amount,
      methodType: payment.methodType,
      link: `${base}${pathTo('ManageOrderView', { id: order.id })}`,
    };
    const message = mail.kind === 'receipt' ? receiptMail(facts) : paymentFailedMail(facts, failureMessage);
    await enqueueMail(tx, message, {
      dedupeKey: `billing:${mail.kind}:payment-${payment.id}:attempt-${payment.attempt}:user-${admin.id}`,
    });
  }
}
