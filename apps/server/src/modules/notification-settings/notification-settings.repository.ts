import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_CODES,
  NOTIFICATION_DEFAULTS,
  type NotificationCode,
  type NotificationSettingsMap,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { userSettings } from '../../db/schema/index.ts';

const KNOWN_CODES: ReadonlySet<string> = new Set(NOTIFICATION_CODES);

/**
 * The notification settings of these users in an account, defaults applied: every user asked for gets an entry with
 * every code, whether or not they ever saved the form. (What a user is told also depends on their role and the
 * account: the notification handler decides that, this answers only what they chose.)
 */
export async function findNotificationSettings(
  db: Db,
  accountId: number,
  userIds: readonly number[],
): Promise<Map<number, NotificationSettingsMap>> {
  const settings = new Map<number, NotificationSettingsMap>();
  for (const id of userIds) settings.set(id, { ...NOTIFICATION_DEFAULTS });
  if (!userIds.length) return settings;
  const rows = await db
    .select({ userId: userSettings.userId, code: userSettings.code, value: userSettings.value })
    .from(userSettings)
    .where(and(eq(userSettings.accountId, accountId), inArray(userSettings.userId, [...new Set(userIds)])));
  for (const row of rows) {
    if (KNOWN_CODES.has(row.code)) settings.get(row.userId)![row.code as NotificationCode] = row.value;
  }
  return settings;
}

/** Saves a user's chosen values in one statement; codes not given keep theirs. */
export async function saveNotificationSettings(
  db: Db,
  accountId: number,
  userId: number,
  values: ReadonlyArray<{ code: NotificationCode; value: boolean }>,
): Promise<void> {
  // one row per code (the last given wins): a statement may not upsert the same row twice
  const byCode = new Map(values.map(({ code, value }) => [code, value]));
  if (!byCode.size) return;
  await db
    .insert(userSettings)
    .values([...byCode].map(([code, value]) => ({ userId, accountId, code, value })))
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.accountId, userSettings.code],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}
