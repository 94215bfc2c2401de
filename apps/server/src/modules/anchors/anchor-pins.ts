import { FEET_TO_METRES } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { AccountCache } from '../accounts/account-cache.ts';
import { findAnchorPins } from './anchors.repository.ts';

/** Where a tracker that sees an anchor is placed: the anchor's pin, its radius (metres) as the accuracy. */
export interface AnchorPin {
  latitude: number;
  longitude: number;
  accuracyM: number;
}

type PinMap = ReadonlyMap<string, AnchorPin>;

function toPins(rows: Awaited<ReturnType<typeof findAnchorPins>>): PinMap {
  return new Map(
    rows.map((r) => [
      r.serial,
      { latitude: r.lat, longitude: r.lng, accuracyM: Math.round(r.radiusFt * FEET_TO_METRES * 10) / 10 },
    ]),
  );
}

/**
 * Each account's anchors by serial, for placing BLE fixes (docs/decisions/0037), kept until its anchors change
 * (AccountCache). Only reports without coordinates that name an anchor ever ask, so ordinary reports cost nothing.
 */
export class AnchorPins extends AccountCache<PinMap> {
  constructor(db: Db) {
    super(async (accountId) => toPins(await findAnchorPins(db, accountId)));
  }

  /** The anchor's pin by its serial, or null when the account has no anchor with that serial. */
  async find(accountId: number, serial: string): Promise<AnchorPin | null> {
    const pins = this.peek(accountId) ?? (await this.load(accountId));
    return pins.get(serial) ?? null;
  }
}
