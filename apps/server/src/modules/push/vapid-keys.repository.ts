import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appSecrets } from '../../db/schema/index.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_SECRET = 'vapid_keys';

/**
 * The server's VAPID key pair, made on first start and kept in the database so every instance signs with the same
 * key (browsers' subscriptions are bound to it). `generate` runs only when none is stored; two instances starting
 * together both insert-if-absent and both read back the one that won.
 */
export async function loadOrCreateVapidKeys(db: Db, generate: () => VapidKeys): Promise<VapidKeys> {
  const stored = await readVapidKeys(db);
  if (stored) return stored;
  const fresh = generate();
  await db
    .insert(appSecrets)
    .values({ name: VAPID_SECRET, value: JSON.stringify(fresh) })
    .onConflictDoNothing({ target: appSecrets.name });
  const kept = await readVapidKeys(db);
  if (!kept) throw new Error('the VAPID keys could not be stored');
  return kept;
}

async function readVapidKeys(db: Db): Promise<VapidKeys | null> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, VAPID_SECRET));
  if (!row) return null;
  const { publicKey, privateKey } = JSON.parse(row.value) as VapidKeys;
  return { publicKey, privateKey };
}
