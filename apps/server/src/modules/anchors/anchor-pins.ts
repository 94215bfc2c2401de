import { FEET_TO_METRES } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { findAnchorPins } from './anchors.repository.ts';

/** Where a tracker that sees an anchor is placed: the anchor's pin, its radius (metres) as the accuracy. */
export interface AnchorPin {
  latitude: number;
  longitude: number;
  accuracyM: number;
}

type PinMap = ReadonlyMap<string, AnchorPin>;

interface Entry {
  pins: PinMap | null;
  loading: Promise<PinMap>;
}

/**
 * Each account's anchors by serial, for placing BLE fixes (docs/decisions/0037). Read on the account's first BLE
 * report and kept until its anchors change (this instance's writes call `changed`; other instances' arrive
 * through db/account-change-listener.ts). Only reports without coordinates that name an anchor ever ask, so ordinary reports
 * cost nothing.
 */
export class AnchorPins {
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly db: Db) {}

  /** The anchor's pin by its serial, or null when the account has no anchor with that serial. */
  async find(accountId: number, serial: string): Promise<AnchorPin | null> {
    const entry = this.entries.get(accountId);
    const pins = entry?.pins ?? (await this.load(accountId));
    return pins.get(serial) ?? null;
  }

  private load(accountId: number): Promise<PinMap> {
    const found = this.entries.get(accountId);
    if (found) return found.pins ? Promise.resolve(found.pins) : found.loading;
    const entry: Entry = { pins: null, loading: null as never };
    entry.loading = findAnchorPins(this.db, accountId).then(
      (rows) => {
        const pins = new Map(
          rows.map((r) => [
            r.serial,
            {
              latitude: r.lat,
              longitude: r.lng,
              accuracyM: Math.round(r.radiusFt * FEET_TO_METRES * 10) / 10,
            },
          ]),
        );
        // a change heard while reading dropped this entry: the next report reads again
        if (this.entries.get(accountId) === entry) entry.pins = pins;
        return pins;
      },
      (err: unknown) => {
        if (this.entries.get(accountId) === entry) this.entries.delete(accountId);
        throw err;
      },
    );
    this.entries.set(accountId, entry);
    return entry.loading;
  }

  /** Whether the account's anchors are read and kept (tests of the refresh). */
  isLoaded(accountId: number): boolean {
    return this.entries.get(accountId)?.pins != null;
  }

  /** The account's anchors changed: read again at its next BLE report. */
  changed(accountId: number): void {
    this.entries.delete(accountId);
  }

  /** Every account's anchors are read again (after missing other instances' notices while not listening). */
  changedAll(): void {
    this.entries.clear();
  }
}
