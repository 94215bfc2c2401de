import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outbox } from '../../db/schema/index.ts';

/** Whether any of these mails is queued already: an earlier attempt finished its work and died before saying so. */
export async function anyMailQueued(db: Db, dedupeKeys: string[]): Promise<boolean> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(inArray(outbox.dedupeKey, dedupeKeys))
    .limit(1);
  return rows.length > 0;
}
