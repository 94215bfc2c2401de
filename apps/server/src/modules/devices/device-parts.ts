import type { Model } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { toModelDto } from '../models/model-dto.ts';
import { findModelsByIds } from '../models/models.repository.ts';
import type { CurrentPositionCache } from './current-position-cache.ts';
import type { DeviceRow } from './devices.repository.ts';

/** Past this many trackers of one account, asking the cache for the whole account beats a long id list. */
const WHOLE_ACCOUNT_FROM = 500;

/** The models of listed trackers, by id. */
export async function modelsOf(db: Db, rows: DeviceRow[]): Promise<Map<number, Model>> {
  const found = await findModelsByIds(db, [...new Set(rows.map((r) => r.modelId))]);
  return new Map(found.map((m) => [m.id, toModelDto(m)]));
}

/** Current positions (serialised) of listed trackers, from the cache, one read per account in the list. */
export async function positionsOf(
  cache: CurrentPositionCache,
  rows: DeviceRow[],
): Promise<Map<number, string>> {
  const byAccount = new Map<number, number[]>();
  for (const row of rows) {
    const ids = byAccount.get(row.accountId) ?? [];
    ids.push(row.id);
    byAccount.set(row.accountId, ids);
  }
  const positions = new Map<number, string>();
  for (const [accountId, ids] of byAccount) {
    const found = await cache.positionsJson(accountId, ids.length >= WHOLE_ACCOUNT_FROM ? undefined : ids);
    for (const id of ids) {
      const json = found.get(id);
      if (json) positions.set(id, json);
    }
  }
  return positions;
}
