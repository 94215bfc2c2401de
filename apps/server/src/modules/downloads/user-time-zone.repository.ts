import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { timezones, users } from '../../db/schema/index.ts';

/** The user's own time zone (IANA name) and e-mail address, for downloads made and sent to them. */
export async function findUserMailAndZone(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.name, zone: timezones.identifier })
    .from(users)
    .leftJoin(timezones, eq(timezones.id, users.timezoneId))
    .where(eq(users.id, userId));
  return row;
}
