import type { Position } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import type { PositionBus, StoredPositions } from '../../realtime/position-bus.ts';
import { toPositionDto } from '../positions/position-dto.ts';
import {
  findCurrentPositionVersions,
  findCurrentPositions,
  type PositionVersion,
} from './current-positions.repository.ts';

/** One tracker's current position, already serialised. */
interface CachedPosition {
  positionId: number;
  /** The row version it was read at; null when it came from the bus and has not been checked yet. */
  rowVersion: string | null;
  hasAddress: boolean;
  timestamp: string;
  /**
   * `"<deviceId>":<position JSON>` in UTF-8. The answer for an account is these copied one after the other: for
   * 10,000 trackers that is 5 ms against 25 ms for joining strings and encoding the 5 MB result on every call.
   */
  member: Buffer;
  /** Where the position's JSON starts in `member`. */
  jsonAt: number;
}

const ANSWER_OPEN = Buffer.from('{"data":{');
const ANSWER_CLOSE = Buffer.from('}}');
const COMMA = Buffer.from(',');

interface AccountPositions {
  byDevice: Map<number, CachedPosition>;
  usedAt: number;
}

/** An account nobody has asked about for this long is dropped. */
const IDLE_MS = 10 * 60_000;
/** Past this many changed trackers, reading the account whole is cheaper than a long id list. */
const WHOLE_ACCOUNT_RELOAD = 2_000;

/**
 * Whether what is kept still is the tracker's current row. A position from the bus has no row version yet: it is
 * taken for the stored row when the position and the presence of an address agree (an address filled in later
 * by the geocoder changes that), and from then on its row version decides.
 */
function isCurrent(entry: CachedPosition | undefined, version: PositionVersion): boolean {
  if (!entry || entry.positionId !== version.positionId) return false;
  if (entry.rowVersion === null) {
    if (entry.hasAddress !== version.hasAddress) return false;
    entry.rowVersion = version.rowVersion;
    return true;
  }
  return entry.rowVersion === version.rowVersion;
}

/**
 * Why a cache: the answer for 10,000 trackers is 5 MB of JSON, and decoding 10,000 full rows takes 100-300 ms
 * (PostgreSQL, PGlite) where the budget is 100 ms. The database stays the authority: every call reads which row
 * version is current for each tracker (one aggregated string, 10-20 ms) and re-reads only rows that changed, so
 * a position written by anyone, an address filled in later, a deleted tracker or a tracker moved to another
 * account is right on the next call. Positions announced on the bus (this and other instances) are serialised as
 * they arrive, so with a live fleet nearly every tracker is ready when the map asks.
 */
export class CurrentPositionCache {
  private readonly accounts = new Map<number, AccountPositions>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    bus: PositionBus,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribe = bus.onStored((batch) => this.remember(batch));
  }

  close() {
    this.unsubscribe();
    this.accounts.clear();
  }

  /** `{"data":{"<deviceId>":Position,...}}` for the account's trackers (or the given ones) that have a position. */
  async answer(accountId: number, deviceIds?: number[]): Promise<Buffer> {
    const parts: Buffer[] = [ANSWER_OPEN];
    for (const entry of (await this.currentEntries(accountId, deviceIds)).values()) {
      if (parts.length > 1) parts.push(COMMA);
      parts.push(entry.member);
    }
    parts.push(ANSWER_CLOSE);
    return Buffer.concat(parts);
  }

  /** Each tracker's current position as JSON, for the account's trackers (or the given ones) that have one. */
  async positionsJson(accountId: number, deviceIds?: number[]): Promise<Map<number, string>> {
    const found = new Map<number, string>();
    for (const [deviceId, entry] of await this.currentEntries(accountId, deviceIds))
      found.set(deviceId, entry.member.toString('utf8', entry.jsonAt));
    return found;
  }

  /** The checked, up-to-date entries of the account's trackers (or the given ones) that have a position. */
  private async currentEntries(accountId: number, deviceIds?: number[]): Promise<Map<number, CachedPosition>> {
    this.dropIdle();
    const current = await findCurrentPositionVersions(this.db, accountId, deviceIds);
    const cached = this.account(accountId);
    const changed: number[] = [];
    for (const [deviceId, version] of current) {
      if (!isCurrent(cached.byDevice.get(deviceId), version)) changed.push(deviceId);
    }
    if (changed.length) {
      const reload = changed.length > WHOLE_ACCOUNT_RELOAD && !deviceIds ? undefined : changed;
      for (const { position, rowVersion } of await findCurrentPositions(this.db, accountId, reload)) {
        this.keep(cached, toPositionDto(position), rowVersion);
      }
    }
    const found = new Map<number, CachedPosition>();
    for (const deviceId of current.keys()) {
      const entry = cached.byDevice.get(deviceId);
      if (entry) found.set(deviceId, entry);
    }
    // trackers that lost their position or left the account since the last call
    if (!deviceIds)
      for (const deviceId of cached.byDevice.keys())
        if (!current.has(deviceId)) cached.byDevice.delete(deviceId);
    return found;
  }

  private account(accountId: number): AccountPositions {
    let entry = this.accounts.get(accountId);
    if (!entry) this.accounts.set(accountId, (entry = { byDevice: new Map(), usedAt: 0 }));
    entry.usedAt = this.now();
    return entry;
  }

  /**
   * rowVersion null: from the bus. The bus may deliver an older buffered fix after a newer one, so only a newer
   * fix replaces what is kept; what the database answered always does.
   */
  private keep(cached: AccountPositions, position: Position, rowVersion: string | null) {
    const existing = cached.byDevice.get(position.device_id);
    if (rowVersion === null && existing && existing.timestamp > position.timestamp) return;
    const key = `"${position.device_id}":`;
    cached.byDevice.set(position.device_id, {
      positionId: position.id,
      rowVersion,
      hasAddress: position.address !== null,
      timestamp: position.timestamp,
      member: Buffer.from(key + JSON.stringify(position)),
      // the key is digits and quotes: one byte per character
      jsonAt: key.length,
    });
  }

  private remember(batch: StoredPositions[]) {
    for (const stored of batch) {
      const cached = this.accounts.get(stored.accountId);
      // accounts nobody is looking at are not worth shaping or serialising for
      if (cached) for (const position of stored.positions) this.keep(cached, position, null);
    }
  }

  private dropIdle() {
    const cutoff = this.now() - IDLE_MS;
    for (const [accountId, entry] of this.accounts)
      if (entry.usedAt < cutoff) this.accounts.delete(accountId);
  }
}
