import type { Db } from '../../db/database.ts';
import type { BrandLinks } from '../../http/brand-links.ts';

/** What a step did with one batch: how many it handled, and how many it was given (a full batch may have more). */
export interface StepResult {
  done: number;
  claimed: number;
}

export interface StepContext {
  now: Date;
  limit: number;
  links: BrandLinks | null;
  failed(err: unknown, what: { step: string; subscriptionId?: number; paymentId?: number }): void;
}

/**
 * Runs `handle` for each claimed row in a savepoint of its own: a row that fails is rolled back alone, logged, and
 * left due (the next sweep tries it again); the others go on. Answers how many succeeded.
 */
export async function eachApart<T extends { id: number }>(
  tx: Db,
  c: StepContext,
  step: string,
  rows: T[],
  handle: (sp: Db, row: T) => Promise<void>,
): Promise<number> {
  let done = 0;
  for (const row of rows) {
    try {
      await tx.transaction((sp) => handle(sp, row));
      done++;
    } catch (err) {
      c.failed(err, { step, subscriptionId: row.id });
    }
  }
  return done;
}
