import type { Db } from '../../db/database.ts';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer.ts';
import { enqueueMail } from './enqueue-mail.ts';
import type { OutboxWorker } from './outbox-worker.ts';

/**
 * The mailer modules get (`services.mail`): sending queues the message in the outbox and wakes the worker, so mail
 * sent outside a transaction (a background job's result) is as durable as mail queued with `enqueueMail` inside
 * one. The transport itself belongs to the worker, which closes it when it stops.
 */
export function queuedMailer(db: Db, outbox: OutboxWorker): Mailer {
  return {
    async sendMail(message: MailMessage) {
      await enqueueMail(db, message);
      outbox.kick();
      return { messageId: 'queued' };
    },
    close: () => {},
  };
}
