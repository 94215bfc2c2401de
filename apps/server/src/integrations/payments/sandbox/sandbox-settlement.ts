import type { Db } from '../../../db/database.ts';
import * as books from './sandbox-books.repository.ts';
import type { SandboxEvents } from './sandbox-events.ts';
import { SANDBOX_MESSAGES } from './test-cards.ts';

/**
 * Settles the bank payments due by `now`. The claim skips rows another instance holds, so each payment settles
 * once; the events go out after the commit, when the outcome is there for billing to read.
 */
export async function settleDue(db: Db, events: SandboxEvents, now: Date): Promise<number> {
  const settled = await db.transaction(async (tx) => {
    const due = await books.claimDueSettlements(tx, now);
    const done: { id: string; type: string }[] = [];
    for (const intent of due) {
      const method = intent.paymentMethod ? await books.findMethod(tx, intent.paymentMethod) : null;
      const fails = method?.behaviour === 'ach-fails';
      await books.updateIntent(tx, intent.id, {
        status: fails ? 'requires_payment_method' : 'succeeded',
        lastError: fails ? SANDBOX_MESSAGES.achFailed : null,
        settlesAt: null,
      });
      done.push({
        id: intent.id,
        type: fails ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
      });
    }
    return done;
  });
  for (const { id, type } of settled) await events.emit(type, id);
  return settled.length;
}
