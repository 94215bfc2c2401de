import type { Db } from '../../db/database.ts';
import { insertDelivery } from './outbox.repository.ts';

/** A webhook as stored in the outbox: where, what (the JSON body) and the secret its signature is made with. */
export interface StoredWebhook {
  url: string;
  /** What happened, e.g. 'rule.fired'; sent as X-Lodestar-Event. */
  event?: string;
  body: unknown;
  secret: string;
}

/**
 * Queues a signed webhook POST for the outbox worker (docs/decisions/0047), in the caller's transaction like
 * enqueueMail; `services.outbox.kick()` after the commit sends it at once. Answers the delivery's id, or null when
 * `dedupeKey` was already queued. The URL is checked against the SSRF guard when it is sent, not here.
 */
export async function enqueueWebhook(
  db: Db,
  webhook: StoredWebhook & { ruleRunId?: number; dedupeKey?: string },
): Promise<number | null> {
  const { ruleRunId, dedupeKey, ...payload } = webhook;
  return insertDelivery(db, { channel: 'webhook', payload, dedupeKey, ruleRunId });
}
