import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { commands, geofences, models, timezones } from '../../db/schema/index.ts';

/** Of these geofence ids, the ones that are not geofences of the account. */
export async function foreignGeofenceIds(db: Db, accountId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  const own = await db
    .select({ id: geofences.id })
    .from(geofences)
    .where(and(eq(geofences.accountId, accountId), inArray(geofences.id, [...ids])));
  const found = new Set(own.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function existingModelIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: models.id })
    .from(models)
    .where(inArray(models.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Whether the command can be sent to trackers of the model: its own or a model-less one, and not a category. */
export async function isModelCommand(db: Db, modelId: number, commandId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: commands.id })
    .from(commands)
    .where(
      and(
        eq(commands.id, commandId),
        eq(commands.isCategory, false),
        or(eq(commands.modelId, modelId), isNull(commands.modelId)),
      ),
    );
  return row !== undefined;
}

export async function existingTimezoneIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: timezones.id })
    .from(timezones)
    .where(inArray(timezones.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
