import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../modules/positions/sql-rows.ts';
import type { AddressStore } from './address-book.ts';

/** A cached address by its rounded-coordinates key, or undefined when none is stored. */
export async function findCachedAddress(db: Db, key: string): Promise<string | undefined> {
  const rows = await rowsOf<{ address: string }>(
    db,
    sql`select address from geocode_cache where key = ${key}`,
  );
  return rows[0]?.address;
}

export async function storeCachedAddress(db: Db, key: string, address: string): Promise<void> {
  await db.execute(
    sql`insert into geocode_cache (key, address) values (${key}, ${address})
        on conflict (key) do update set address = excluded.address, created_at = now()`,
  );
}

/** The geocode_cache table as the address book's store. */
export function geocodeCacheStore(db: Db): AddressStore {
  return {
    find: (key) => findCachedAddress(db, key),
    store: (key, address) => storeCachedAddress(db, key, address),
  };
}
