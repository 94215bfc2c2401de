import type { Db } from '../../db/database.ts';
import type { SmsMessage } from '../../integrations/sms/sms-sender.ts';
import { insertDelivery } from './outbox.repository.ts';

/**
 * Queues a text message for the outbox worker, like enqueueMail (docs/decisions/0041): in the transaction of the
 * change it is about, sent through `services.sms` by whichever instance claims it; `dedupeKey` makes a repeat a
 * no-op. `services.outbox.kick()` after the commit sends it at once.
 */
export async function enqueueSms(db: Db, message: SmsMessage, opts: { dedupeKey?: string } = {}): Promise<void> {
  await insertDelivery(db, { channel: 'sms', payload: message, dedupeKey: opts.dedupeKey });
}
