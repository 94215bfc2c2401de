import type { MailMessage } from '../../integrations/mail/mailer.ts';

export interface Recipient {
  email: string;
  name: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail with the link to the download page; the link asks the reader to sign in as the one who asked. */
export function fileReadyMail(to: Recipient, what: string, link: string, expires: Date): MailMessage {
  const until = expires.toUTCString();
  return {
    to: to.email,
    subject: `Your ${what} is ready`,
    text:
      `Hello ${to.name},\n\nYour ${what} is ready. Download it here:\n\n${link}\n\n` +
      `The link works until ${until}, signed in as ${to.email}.\n`,
    html:
      `<p>Hello ${escapeHtml(to.name)},</p><p>Your ${escapeHtml(what)} is ready.</p>` +
      `<p><a href="${escapeHtml(link)}">Download the file</a></p>` +
      `<p>The link works until ${until}, signed in as ${escapeHtml(to.email)}.</p>`,
  };
}

/** Sent once when the file could not be made after the last attempt: the user was promised a mail. */
export function fileFailedMail(to: Recipient, what: string): MailMessage {
  return {
    to: to.email,
    subject: `Your ${what} could not be generated`,
    text: `Hello ${to.name},\n\nAn error occurred while generating your ${what}. Please try again later.\n`,
  };
}
