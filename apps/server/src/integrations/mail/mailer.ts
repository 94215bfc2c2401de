/** One e-mail as the product sends it: always a plain-text part, usually an HTML one too. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID (`<...@host>`): a retried send carries the same one, so mail clients show it once. */
  messageId?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when mail goes to the outbox folder instead of an SMTP server. */
  file?: string;
}

/** The mail transport every module sends through (DESIGN.md: SMTP when SMTP_URL is set, else .eml files). */
export interface Mailer {
  sendMail(message: MailMessage): Promise<SentMail>;
  close(): void;
}
