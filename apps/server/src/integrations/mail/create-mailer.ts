import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

export interface MailerOptions {
  /** smtp://, smtps:// URL (nodemailer syntax); absent: messages become .eml files in outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  /** Sender address, e.g. `Lodestar <no-reply@example.com>`. */
  from: string;
}

/**
 * The outbox keeps whole RFC 822 messages, built by the same nodemailer code an SMTP send uses, so what a
 * developer opens in a mail client is exactly what a customer would have received.
 */
function outboxTransport() {
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

export function createMailer(opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : outboxTransport();
  return {
    async sendMail(message: MailMessage) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      if (opts.smtpUrl) return { messageId: info.messageId };
      await mkdir(opts.outboxDir, { recursive: true });
      // time first so the folder lists in sending order; the random part keeps same-millisecond mails apart
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // whole files only: a reader polling the folder never sees half a message
      await writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message);
      await rename(`${file}.part`, file);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

/** The sender of the product's mail: no-reply at the public host, so replies never reach a real inbox by accident. */
export function senderFor(publicUrl: string): string {
  return `Lodestar <no-reply@${new URL(publicUrl).hostname}>`;
}
