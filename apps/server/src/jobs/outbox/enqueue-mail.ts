import type { Db } from '../../db/database.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { insertDelivery } from './outbox.repository.ts';

/** A mail as stored in the outbox: attachments' bytes as base64, so the row is plain JSON. */
export interface StoredMail extends Omit<MailMessage, 'attachments'> {
  attachments?: { filename: string; contentBase64: string; contentType?: string }[];
}

/**
 * Queues an e-mail for the outbox worker (docs/decisions/0041). Call it with the transaction that makes the
 * change the mail is about, so the mail exists exactly when the change does. `dedupeKey` makes a repeat a no-op.
 * The worker on whichever instance claims it sends it, retrying with backoff; `services.outbox.kick()` after the
 * transaction commits starts that at once instead of at the next poll.
 */
export async function enqueueMail(db: Db, message: MailMessage, opts: { dedupeKey?: string } = {}): Promise<void> {
  const { attachments, ...rest } = message;
  const payload: StoredMail = {
    ...rest,
    ...(attachments && {
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentBase64: Buffer.from(a.content).toString('base64'),
        ...(a.contentType && { contentType: a.contentType }),
      })),
    }),
  };
  await insertDelivery(db, { channel: 'mail', payload, dedupeKey: opts.dedupeKey });
}

/** The message the mailer gets back from a stored payload. */
export function storedToMessage(stored: StoredMail): MailMessage {
  const { attachments, ...rest } = stored;
  return {
    ...rest,
    ...(attachments && {
      attachments: attachments.map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.contentBase64, 'base64'),
        ...(a.contentType && { contentType: a.contentType }),
      })),
    }),
  };
}
