import { BRAND_NAMES, pathTo } from '@lodestar/contracts';
import { paymentSchedule } from '@lodestar/domain';
import type { Db } from '../../db/database.ts';
import { linkBaseOf, type BrandLinks } from '../../http/brand-links.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { enqueueMail } from '../../jobs/outbox/enqueue-mail.ts';
import { findAddress } from '../addresses/addresses.repository.ts';
import { findAccountAdmins, updateOrder } from './admin-orders.repository.ts';
import { ADMIN_ORDER_TEXTS } from './admin-orders.service.ts';
import { approvalMail } from './order-approval-mail.ts';
import { addressSnapshot } from './order-addresses.ts';
import { summaryOf } from './order-dto.ts';
import { findOrderLines } from './order-lines.repository.ts';
import { insertPayments } from './order-payments.repository.ts';
import { findAccountBriefs, lockOrder, type OrderRow } from './orders.repository.ts';

export const SEND_TEXTS = {
  onlyDrafts: (status: string) => `Only a draft order can be sent; this one is ${status}.`,
  billingAddress: 'Choose a billing address for the invoice before sending the order.',
  shippingAddress: 'Choose a shipping address for the hardware before sending the order.',
  nothingToPay: 'The order totals $0.00: there is nothing for the customer to pay.',
} as const;

/** The address kept for the invoice: it must still be the account's, of its category. */
async function keptAddress(db: Db, order: OrderRow, category: 'billing' | 'shipping', id: number | null) {
  if (id === null) return null;
  const row = await findAddress(db, order.accountId, id);
  if (!row || row.category !== category)
    throw unprocessable(category === 'billing' ? SEND_TEXTS.billingAddress : SEND_TEXTS.shippingAddress);
  return addressSnapshot(row);
}

/**
 * POST /admin/orders/{id}/send (decision 0066): a draft becomes pending-approval in one transaction: its addresses
 * copied in, sent_at set, its payment schedule written as payments rows, and a mail to each of the account's
 * admins with the approve-order link, queued in the outbox (one per order and admin, whatever retries happen).
 * A draft is sent once: a second send finds it no longer a draft (409).
 */
export async function sendOrder(db: Db, links: BrandLinks, orderId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(ADMIN_ORDER_TEXTS.notFound);
    if (order.status !== 'draft') throw conflict(SEND_TEXTS.onlyDrafts(order.status));
    const lines = await findOrderLines(tx, [order.id]);
    const summary = summaryOf(order, lines);
    if (summary.grand_total <= 0) throw unprocessable(SEND_TEXTS.nothingToPay);
    if (order.billingAddressId === null) throw unprocessable(SEND_TEXTS.billingAddress);
    if (order.shippingAddressId === null && lines.some((l) => l.product.kind === 'hardware'))
      throw unprocessable(SEND_TEXTS.shippingAddress);
    const billingAddress = await keptAddress(tx, order, 'billing', order.billingAddressId);
    const shippingAddress = await keptAddress(tx, order, 'shipping', order.shippingAddressId);

    const schedule = paymentSchedule({
      billingTerm: order.billingTerm,
      paymentTerm: order.paymentTerm,
      summary,
      sentAt: now,
    });
    await updateOrder(tx, order.id, {
      status: 'pending-approval',
      sentAt: now,
      billingAddress,
      shippingAddress,
    });
    await insertPayments(
      tx,
      schedule.map((p) => ({ orderId: order.id, number: p.number, amount: p.amount, dueDate: p.dueDate })),
    );

    const account = (await findAccountBriefs(tx, [order.accountId])).get(order.accountId)!;
    const base = linkBaseOf(links, account.isB2bAccount);
    const link = `${base}${pathTo('ApproveOrderView', { uuid: order.uuid })}`;
    for (const admin of await findAccountAdmins(tx, order.accountId)) {
      const mail = approvalMail({
        to: admin.email,
        name: admin.name,
        brand: BRAND_NAMES[account.usesGpxApp ? 'business' : 'consumer'],
        accountTitle: account.title,
        orderId: order.id,
        sender: order.salesPerson,
        grandTotal: summary.grand_total,
        billingTerm: order.billingTerm,
        firstDue: schedule[0]!.dueDate,
        zone: admin.zone,
        link,
      });
      await enqueueMail(tx, mail, { dedupeKey: `order-sent:${order.id}:${admin.userId}` });
    }
  });
}
