import type { Geocoder } from './geocoder.ts';
import { LruMap } from './lru-map.ts';

/** Addresses kept in memory; at about 150 bytes each, 50,000 are under 10 MB. */
export const ADDRESS_MEMORY_ENTRIES = 50_000;

/**
 * Coordinates rounded to 4 decimals (about 11 m) for street addresses: fixes of a parked tracker share one lookup,
 * and the address is still right for the spot. The offline gazetteer only names the nearest town, so 2 decimals
 * (about 1 km) lose nothing there and let a moving tracker hit the cache.
 */
export function addressKey(latitude: number, longitude: number, decimals = 4): string {
  return `${latitude.toFixed(decimals)},${longitude.toFixed(decimals)}`;
}

/** Where looked-up addresses outlive the process (the geocode_cache table; see geocode-cache.repository.ts). */
export interface AddressStore {
  find(key: string): Promise<string | undefined>;
  store(key: string, address: string): Promise<void>;
}

/**
 * The geocoder behind two caches: memory (LRU) and, for remote providers, the geocode_cache table, so a restart
 * or a second instance does not ask the provider again (public providers limit requests per second).
 */
export class AddressBook {
  private readonly memory = new LruMap<string, string | null>(ADDRESS_MEMORY_ENTRIES);
  private readonly decimals: number;

  constructor(
    readonly geocoder: Geocoder,
    private readonly store: AddressStore,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.decimals = geocoder.reverseNow ? 2 : 4;
  }

  /**
   * The address when it is known without waiting: from memory, or from a local provider. `undefined` means a
   * remote lookup is needed (see lookup).
   */
  addressNow(latitude: number, longitude: number): string | null | undefined {
    const key = addressKey(latitude, longitude, this.decimals);
    if (this.memory.has(key)) return this.memory.get(key);
    if (!this.geocoder.reverseNow) return undefined;
    const address = this.geocoder.reverseNow(latitude, longitude);
    this.memory.set(key, address);
    return address;
  }

  /** The address from memory, the stored cache or the provider; null when unknown or the provider failed. */
  async lookup(latitude: number, longitude: number): Promise<string | null> {
    const known = this.addressNow(latitude, longitude);
    if (known !== undefined) return known;
    const key = addressKey(latitude, longitude, this.decimals);
    try {
      const stored = await this.store.find(key);
      if (stored !== undefined) {
        this.memory.set(key, stored);
        return stored;
      }
      const address = await this.geocoder.reverse(latitude, longitude);
      this.memory.set(key, address);
      if (address !== null) await this.store.store(key, address);
      return address;
    } catch (error) {
      // not cached: the provider may be back for the next fix here
      this.onError(error);
      return null;
    }
  }
}
