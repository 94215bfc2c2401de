import type { SlaBounds } from '../events/event-rules.ts';

/**
 * An edit made through another API instance reaches this one's memory within this time (the instance that saved
 * it knows at once).
 */
export const SLA_MEMORY_TTL_MS = 60_000;

interface Entry {
  bounds: SlaBounds | null;
  loadedAt: number;
}

const same = (a: SlaBounds | null, b: SlaBounds | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.minTemperature === b.minTemperature &&
    a.maxTemperature === b.maxTemperature &&
    a.minHumidity === b.minHumidity &&
    a.maxHumidity === b.maxHumidity);

/** Trackers' SLAs kept in memory for the event detector, so checking a position costs no query. */
export class SlaMemory {
  private readonly entries = new Map<number, Entry>();

  constructor(
    /** The database lookup (findTriggers): trackers without SLAs are simply absent. */
    private readonly load: (deviceIds: number[]) => Promise<Map<number, SlaBounds>>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The SLAs of a tracker loaded by `ensure`; null when it has none. */
  get(deviceId: number): SlaBounds | null {
    return this.entries.get(deviceId)?.bounds ?? null;
  }

  /** Records SLAs just saved on this instance. */
  set(deviceId: number, bounds: SlaBounds | null): void {
    this.entries.set(deviceId, { bounds, loadedAt: this.now() });
  }

  /**
   * Loads the SLAs of trackers not known yet or known for too long, in one query. Returns the trackers whose
   * SLAs changed since they were last loaded (edited through another instance).
   */
  async ensure(deviceIds: Iterable<number>): Promise<number[]> {
    const now = this.now();
    const wanted = [...deviceIds].filter((id) => {
      const entry = this.entries.get(id);
      return !entry || now - entry.loadedAt >= SLA_MEMORY_TTL_MS;
    });
    if (!wanted.length) return [];
    const loaded = await this.load(wanted);
    const changed: number[] = [];
    for (const id of wanted) {
      const before = this.entries.get(id);
      const bounds = loaded.get(id) ?? null;
      if (before && !same(before.bounds, bounds)) changed.push(id);
      this.entries.set(id, { bounds, loadedAt: now });
    }
    return changed;
  }
}
