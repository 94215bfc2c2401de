import type { MailMessage } from '../../integrations/mail/mailer.ts';
import {
  alertsUrl,
  digestTitle,
  headlineOf,
  linkOf,
  timeIn,
  type AlertAudience,
  type AlertList,
} from './alert-messages.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const FOOTER = 'Change what you are told in Alerts';

/**
 * The e-mail for one alert or a digest of several (items oldest first): a plain and an HTML part, times in the
 * recipient's zone, a link to each tracker or shipment, and where to change what they are told.
 */
export function alertMail(to: string, list: AlertList, audience: AlertAudience): MailMessage {
  const { items } = list;
  const alerts = alertsUrl(audience.publicUrl);
  const footerText = `${FOOTER}: ${alerts}\n`;
  const footerHtml = `<p style="color:#666">${FOOTER}: <a href="${escapeHtml(alerts)}">${escapeHtml(alerts)}</a></p>`;
  if (list.total === 1) {
    const item = items[0]!;
    const headline = headlineOf(item);
    const when = timeIn(item.createdAt, audience.zone);
    const link = linkOf(item, audience.publicUrl);
    return {
      to,
      subject: headline,
      text: `${headline}.\n\n${item.description}\n${when}\n\n${link.label}: ${link.url}\n\n${footerText}`,
      html:
        `<p><strong>${escapeHtml(headline)}.</strong></p>` +
        `<p>${escapeHtml(item.description)}<br>${escapeHtml(when)}</p>` +
        `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>${footerHtml}`,
    };
  }
  const title = digestTitle(list);
  const more = list.total - items.length;
  const lines = items.map((item) => ({
    when: timeIn(item.createdAt, audience.zone),
    headline: headlineOf(item),
    description: item.description,
    link: linkOf(item, audience.publicUrl),
  }));
  const moreText = more > 0 ? `\n…and ${more} more in Recent Alerts.\n` : '';
  return {
    to,
    subject: title,
    text:
      `${title}:\n\n` +
      lines.map((l) => `${l.when}: ${l.headline} (${l.description})\n  ${l.link.url}`).join('\n') +
      `\n${moreText}\n${footerText}`,
    html:
      `<p><strong>${escapeHtml(title)}:</strong></p><ul>` +
      lines
        .map(
          (l) =>
            `<li>${escapeHtml(l.when)}: <a href="${escapeHtml(l.link.url)}">${escapeHtml(l.headline)}</a>` +
            ` (${escapeHtml(l.description)})</li>`,
        )
        .join('') +
      `</ul>${more > 0 ? `<p>…and ${more} more in Recent Alerts.</p>` : ''}${footerHtml}`,
  };
}

/** The text message: one short line, with a link. */
export function alertSms(to: string, list: AlertList, audience: AlertAudience) {
  if (list.total === 1) {
    const item = list.items[0]!;
    return {
      to,
      text: `${headlineOf(item)}, ${timeIn(item.createdAt, audience.zone)}. ${linkOf(item, audience.publicUrl).url}`,
    };
  }
  return { to, text: `${digestTitle(list)}. ${alertsUrl(audience.publicUrl)}` };
}

/** A browser notification: a title, a line and the page it opens. */
export function alertPush(list: AlertList, audience: AlertAudience) {
  const first = list.items[0]!;
  if (list.total === 1) {
    return {
      title: headlineOf(first),
      body: `${first.description}, ${timeIn(first.createdAt, audience.zone)}`,
      url: linkOf(first, audience.publicUrl).url,
    };
  }
  return {
    title: digestTitle(list),
    body: `${headlineOf(first)} and ${list.total - 1} more`,
    url: alertsUrl(audience.publicUrl),
  };
}
