import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { models } from '../../db/schema/index.ts';

/** One page of the model catalogue in title order, and the catalogue's size for the paging meta. */
export async function findModelPage(db: Db, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(models).orderBy(asc(models.title), asc(models.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(models),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The models of a set of trackers, by id (a fleet uses a handful, so one small read serves any list). */
export async function findModelsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(models).where(inArray(models.id, ids));
}
