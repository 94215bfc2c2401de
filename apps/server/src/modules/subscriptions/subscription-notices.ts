import { and, eq, inArray } from 'drizzle-orm';
import { pathTo } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { accounts, devices, memberships, subscriptions, timezones, users } from '../../db/schema/index.ts';
import { linkBaseOf, type BrandLinks } from '../../http/brand-links.ts';
import { enqueueMail } from '../../jobs/outbox/enqueue-mail.ts';
import { findNotificationSettings } from '../notification-settings/notification-settings.repository.ts';
import {
  subscriptionNoticeMail,
  type NoticeItem,
  type SubscriptionNoticeKind,
} from './subscription-mail-texts.ts';

/**
 * Who hears about subscriptions (issue 29, spec 2 §3): the admins of a business (B2B) account whose Subscription
 * notifications setting is on (the default). Other accounts have no such setting and get none of these notices;
 * payments' receipts and failures are the billing mails (modules/billing), sent to every account.
 */
async function subscriptionRecipients(tx: Db, accountId: number) {
  const admins = await tx
    .select({ id: users.id, name: users.name, email: users.email, zone: timezones.identifier })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(timezones, eq(timezones.id, users.timezoneId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'admin')));
  const settings = await findNotificationSettings(
    tx,
    accountId,
    admins.map((a) => a.id),
  );
  return admins.filter((a) => a.email && settings.get(a.id)?.receive_subscription_notifications !== false);
}

/** The trackers of these subscriptions, as notices name them. */
export async function noticeItems(
  tx: Db,
  subscriptionIds: number[],
  datesOf: (subscriptionId: number) => Date[] = () => [],
): Promise<NoticeItem[]> {
  if (!subscriptionIds.length) return [];
  const rows = await tx
    .select({ id: subscriptions.id, name: devices.name, serial: devices.serial })
    .from(subscriptions)
    .leftJoin(devices, eq(devices.id, subscriptions.deviceId))
    .where(inArray(subscriptions.id, subscriptionIds))
    .orderBy(subscriptions.id);
  return rows.map((r) => ({
    subscriptionId: r.id,
    tracker: r.name !== null && r.serial !== null ? { name: r.name, serial: r.serial } : null,
    dates: datesOf(r.id),
  }));
}

/**
 * Queues a subscription notice to the account's recipients in the caller's transaction (so it exists exactly when
 * the change does). `key` names the occasion (a subscription and period, a sweep's batch); with the kind and the
 * recipient it is the dedupe key, so a repeated change never mails twice.
 */
export async function queueSubscriptionNotice(
  tx: Db,
  links: BrandLinks | null,
  notice: { accountId: number; kind: SubscriptionNoticeKind; items: NoticeItem[]; key: string },
): Promise<void> {
  if (!notice.items.length) return;
  const [account] = await tx
    .select({ title: accounts.title, isB2b: accounts.isB2bAccount })
    .from(accounts)
    .where(eq(accounts.id, notice.accountId));
  if (!account?.isB2b) return;
  const only = notice.items.length === 1 ? notice.items[0]!.subscriptionId : null;
  const path =
    only === null ? pathTo('ManageSubscriptionsView', {}) : pathTo('ManageSubscriptionView', { id: only });
  const link = `${links ? linkBaseOf(links, true) : ''}${path}`;
  for (const admin of await subscriptionRecipients(tx, notice.accountId)) {
    const message = subscriptionNoticeMail({
      to: admin.email,
      name: admin.name,
      timeZone: admin.zone ?? 'UTC',
      accountTitle: account.title,
      kind: notice.kind,
      items: notice.items,
      link,
    });
    await enqueueMail(tx, message, {
      dedupeKey: `subscription:${notice.kind}:${notice.key}:user-${admin.id}`,
    });
  }
}
