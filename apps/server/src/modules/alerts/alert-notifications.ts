import { linkBaseOf, type BrandLinks } from '../../http/brand-links.ts';
import { isB2bAccount } from '../accounts/accounts.repository.ts';
import { findNotificationSettings } from '../notification-settings/notification-settings.repository.ts';
import { notificationCodeOf } from './alert-kinds.ts';
import { tellOnChannel, type AlertChannel } from './alert-delivery.ts';
import {
  findAlertRecipients,
  findPushSubscriptionIds,
  type AlertRecipient,
} from './alert-recipients.repository.ts';
import type { AlertAudience } from './alert-messages.ts';
import { alertMail, alertPush, alertSms } from './alert-renderers.ts';
import type { DispatchedEvent, EventHandler } from './event-dispatcher.ts';

export interface AlertNotificationOptions {
  /** Each brand's address: an account's links go to its own brand's host (a business account's to the business one). */
  links: BrandLinks;
  /** How long after one alert further ones on the same channel wait and gather into a digest. */
  digestMinutes?: number;
  now?: () => Date;
}

export const DIGEST_MINUTES = 5;

/**
 * The event dispatcher's handler that tells people (docs/decisions/0049): each member of the event's account who
 * may see the tracker and whose notification settings ask for the event's kind, on each channel they chose
 * (e-mail; SMS when they have a phone; each browser subscribed for 'Mobile').
 */
export function alertNotifications(opts: AlertNotificationOptions): EventHandler {
  const windowMs = (opts.digestMinutes ?? DIGEST_MINUTES) * 60_000;
  const now = opts.now ?? (() => new Date());
  return async (tx, events) => {
    for (const [accountId, list] of byAccount(events)) {
      const recipients = await findAlertRecipients(tx, accountId, [...new Set(list.map((e) => e.deviceId))]);
      const publicUrl = linkBaseOf(opts.links, await isB2bAccount(tx, accountId));
      const settings = await findNotificationSettings(
        tx,
        accountId,
        recipients.map((r) => r.userId),
      );
      const mobile = recipients.filter((r) => settings.get(r.userId)!.notify_via_mobile).map((r) => r.userId);
      const browsers = await findPushSubscriptionIds(tx, mobile);
      for (const recipient of recipients) {
        const chosen = settings.get(recipient.userId)!;
        const told = list.filter(
          (e) =>
            (recipient.devices === null || recipient.devices.has(e.deviceId)) &&
            chosen[notificationCodeOf(e.eventType)],
        );
        if (!told.length) continue;
        const channels = channelsOf(accountId, recipient, {
          email: chosen.notify_via_email,
          sms: chosen.notify_via_sms,
          browsers: browsers.get(recipient.userId) ?? [],
          audience: { zone: recipient.zone, publicUrl },
        });
        const ids = told.map((e) => e.id);
        for (const channel of channels) await tellOnChannel(tx, channel, ids, windowMs, now());
      }
    }
  };
}

function channelsOf(
  accountId: number,
  r: AlertRecipient,
  on: { email: boolean; sms: boolean; browsers: number[]; audience: AlertAudience },
): AlertChannel[] {
  const target = (channel: string) => ({ accountId, userId: r.userId, channel });
  const channels: AlertChannel[] = [];
  const { email, phone } = r;
  if (on.email && email)
    channels.push({
      target: target('mail'),
      outboxChannel: 'mail',
      render: (list) => alertMail(email, list, on.audience),
    });
  if (on.sms && phone)
    channels.push({
      target: target('sms'),
      outboxChannel: 'sms',
      render: (list) => alertSms(phone, list, on.audience),
    });
  for (const subscriptionId of on.browsers)
    channels.push({
      target: target(`push:${subscriptionId}`),
      outboxChannel: 'push',
      render: (list) => ({ subscriptionId, ...alertPush(list, on.audience) }),
    });
  return channels;
}

/**
 * The events by account, accounts in id order: with recipients in user order and channels in a fixed order, every
 * instance takes the alert_windows locks in the same order, so two dispatch passes wait for each other rather
 * than deadlock.
 */
function byAccount(events: readonly DispatchedEvent[]): [number, DispatchedEvent[]][] {
  const map = new Map<number, DispatchedEvent[]>();
  for (const e of events) map.set(e.accountId, [...(map.get(e.accountId) ?? []), e]);
  return [...map].sort(([a], [b]) => a - b);
}
