import type { MailMessage } from '../../integrations/mail/mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a subscription notice is about (decision 0068). */
export type SubscriptionNoticeKind =
  'renewal-failed' | 'blocked' | 'renewed' | 'reactivated' | 'cancelled' | 'activated';

/** One subscription a notice names: its tracker and the dates the notice speaks of. */
export interface NoticeItem {
  subscriptionId: number;
  /** the tracker's name and serial; null while it waits for a tracker */
  tracker: { name: string; serial: string } | null;
  /** renewal-failed: the retries; renewed, reactivated, activated: the next renewal */
  dates: Date[];
}

export interface NoticeFacts {
  to: string;
  name: string;
  timeZone: string;
  accountTitle: string;
  kind: SubscriptionNoticeKind;
  items: NoticeItem[];
  /** the Subscriptions tab, or the one subscription's page */
  link: string;
}

const SUBJECTS: Record<SubscriptionNoticeKind, (n: number) => string> = {
  'renewal-failed': () => 'A subscription could not be renewed',
  blocked: () => 'A subscription has been blocked',
  renewed: () => 'A subscription is active again',
  reactivated: () => 'A subscription has been reactivated',
  cancelled: (n) => (n === 1 ? 'A subscription has ended' : `${n} subscriptions have ended`),
  activated: (n) => (n === 1 ? 'A subscription has started' : `${n} subscriptions have started`),
};

function describe(f: NoticeFacts, item: NoticeItem): string {
  const day = (d: Date) =>
    d.toLocaleDateString('en-US', { timeZone: f.timeZone, year: 'numeric', month: 'long', day: 'numeric' });
  const what = item.tracker
    ? `The subscription of ${item.tracker.name} (serial ${item.tracker.serial})`
    : `Subscription #${item.subscriptionId}`;
  const [first] = item.dates;
  switch (f.kind) {
    case 'renewal-failed':
      return (
        `${what} could not be renewed: its payment failed. It is pending renewal; we will charge the default payment ` +
        `method again on ${item.dates.map(day).join(', ')}, and block the tracker's service if the last try fails. ` +
        'An administrator can pay the renewal now from the subscription page.'
      );
    case 'blocked':
      return `${what} is blocked: its renewal stayed unpaid after the last try. Paying the renewal order makes it active again.`;
    case 'renewed':
      return `${what} is active again: its renewal has been paid.${first ? ` It renews next on ${day(first)}.` : ''}`;
    case 'reactivated':
      return `${what} has been reactivated and its payment received.${first ? ` It renews on ${day(first)}.` : ''}`;
    case 'cancelled':
      return `${what} has ended, as asked: it will not renew. It can be reactivated from the subscription page.`;
    case 'activated':
      return `${what} has started: its tracker has sent its first report.${first ? ` It renews on ${day(first)}.` : ''}`;
  }
}

/** A subscription notice to one admin of the account (the Subscription notifications setting). */
export function subscriptionNoticeMail(f: NoticeFacts): MailMessage {
  const lines = f.items.map((item) => describe(f, item));
  const intro = `News about the subscriptions of ${f.accountTitle}:`;
  return {
    to: f.to,
    subject: SUBJECTS[f.kind](f.items.length),
    text: `Hello ${f.name},\n\n${intro}\n\n${lines.join('\n\n')}\n\nView the subscriptions: ${f.link}\n\nLodestar\n`,
    html:
      `<p>Hello ${escapeHtml(f.name)},</p><p>${escapeHtml(intro)}</p>` +
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p><a href="${escapeHtml(f.link)}">View the subscriptions</a></p><p>Lodestar</p>`,
  };
}
