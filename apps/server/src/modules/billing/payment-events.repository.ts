import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import type { ProviderName } from '../../integrations/payments/payment-provider.ts';

/** What handling an event did: recorded with it, for the support desk. */
export type EventOutcome = 'applied' | 'no-change' | 'unknown-intent' | 'ignored';

export async function eventSeen(db: Db, provider: ProviderName, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Stores an event's id in the transaction that handles it, or answers false when it is already stored: two
 * deliveries of one event racing each other wait on the key, and the second finds the first's row.
 */
export async function insertEvent(
  db: Db,
  event: { provider: ProviderName; eventId: string; type: string; intentId: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ ...event, outcome: 'ignored' })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length > 0;
}

export async function setEventOutcome(
  db: Db,
  provider: ProviderName,
  eventId: string,
  outcome: EventOutcome,
): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ outcome })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}
