import type { MailMessage } from '../../integrations/mail/mailer.ts';
import {
  alertsUrl,
  digestTitle,
  DIGEST_LISTED,
  headlineOf,
  linkOf,
  timeIn,
  type AlertAudience,
  type AlertItem,
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
export function alertMail(to: string, items: readonly AlertItem[], audience: AlertAudience): MailMessage {
  const alerts = alertsUrl(audience.publicUrl);
  const footerText = `${FOOTER}: ${alerts}\n`;
  const footerHtml = `<p style="color:#666">${FOOTER}: <a href="${escapeHtml(alerts)}">${escapeHtml(alerts)}</a></p>`;
  if (items.length === 1) {
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
  const title = digestTitle(items);
  const listed = items.slice(0, DIGEST_LISTED);
  const more = items.length - listed.length;
  const lines = listed.map((item) => ({
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
export function alertSms(to: string, items: readonly AlertItem[], audience: AlertAudience) {
  if (items.length === 1) {
    const item = items[0]!;
    return {
      to,
      text: `${headlineOf(item)}, ${timeIn(item.createdAt, audience.zone)}. ${linkOf(item, audience.publicUrl).url}`,
    };
  }
  return { to, text: `${digestTitle(items)}. ${alertsUrl(audience.publicUrl)}` };
}

/** A browser notification: a title, a line and the page it opens. */
export function alertPush(items: readonly AlertItem[], audience: AlertAudience) {
  if (items.length === 1) {
    const item = items[0]!;
    return {
      title: headlineOf(item),
      body: `${item.description}, ${timeIn(item.createdAt, audience.zone)}`,
      url: linkOf(item, audience.publicUrl).url,
    };
  }
  const last = items[items.length - 1]!;
  return {
    title: digestTitle(items),
    body: `Latest: ${headlineOf(last)}`,
    url: alertsUrl(audience.publicUrl),
  };
}
