import { describe, expect, it } from 'vitest';
import type { SlaBounds } from '../events/event-rules.ts';
import { SLA_MEMORY_TTL_MS, SlaMemory } from './sla-memory.ts';

const bounds = (maxTemperature: number): SlaBounds => ({
  minTemperature: null,
  maxTemperature,
  minHumidity: null,
  maxHumidity: null,
});

describe('SlaMemory', () => {
  it('loads unknown trackers in one lookup and answers from memory until the entries expire', async () => {
    const stored = new Map([[1, bounds(8)]]);
    const lookups: number[][] = [];
    let now = 0;
    const memory = new SlaMemory(
      async (ids) => {
        lookups.push(ids);
        return new Map(ids.flatMap((id) => (stored.has(id) ? [[id, stored.get(id)!] as const] : [])));
      },
      () => now,
    );

    expect(await memory.ensure([1, 2])).toEqual([]);
    expect(memory.get(1)).toEqual(bounds(8));
    expect(memory.get(2)).toBeNull();
    await memory.ensure([1, 2]);
    expect(lookups).toEqual([[1, 2]]);

    // edited through another instance: seen after the TTL, and reported as changed
    stored.set(1, bounds(6));
    now = SLA_MEMORY_TTL_MS;
    expect(await memory.ensure([1, 2])).toEqual([1]);
    expect(memory.get(1)).toEqual(bounds(6));
  });

  it('uses SLAs saved on this instance at once', async () => {
    const memory = new SlaMemory(async () => new Map());
    await memory.ensure([3]);
    memory.set(3, bounds(4));
    expect(await memory.ensure([3])).toEqual([]);
    expect(memory.get(3)).toEqual(bounds(4));
  });
});
