import type { MailMessage } from '../../integrations/mail/mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface LinkMailInput {
  to: string;
  name: string;
  subject: string;
  /** Paragraphs before the links (plain text; escaped for the HTML part). */
  lines: string[];
  links: { label: string; url: string }[];
  /** Paragraphs after the links. */
  after: string[];
}

/** A short mail with one or more links, as plain text and HTML (every user-given text escaped). */
export function linkMail(input: LinkMailInput): MailMessage {
  const text = [
    `Hello ${input.name},`,
    ...input.lines,
    ...input.links.map((l) => `${l.label}:\n${l.url}`),
    ...input.after,
  ].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    paragraph(`Hello ${input.name},`),
    ...input.lines.map(paragraph),
    ...input.links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`),
    ...input.after.map(paragraph),
  ].join('');
  return { to: input.to, subject: input.subject, text: `${text}\n`, html };
}

/** An absolute link into the web app (PUBLIC_URL may carry a path prefix), with query values such as the token. */
export function appLink(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${publicUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}
