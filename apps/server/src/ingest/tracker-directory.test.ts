import { describe, expect, it } from 'vitest';
import { KNOWN_TRACKER_TTL_MS, TrackerDirectory, UNKNOWN_TRACKER_TTL_MS } from './tracker-directory.ts';

const truck = { deviceId: 7, accountId: 1, modelId: 2 };

function directory(known: Record<string, typeof truck>) {
  let now = 0;
  const lookups: string[] = [];
  const dir = new TrackerDirectory(
    async (identifier) => {
      lookups.push(identifier);
      return known[identifier] ?? null;
    },
    () => now,
  );
  return { dir, lookups, advance: (ms: number) => (now += ms) };
}

describe('TrackerDirectory', () => {
  it('looks a tracker up once, then answers from memory', async () => {
    const { dir, lookups } = directory({ LS100001: truck });
    expect(await dir.resolve('LS100001')).toEqual(truck);
    expect(await dir.resolve('LS100001')).toEqual(truck);
    expect(lookups).toEqual(['LS100001']);
  });

  it('asks once for many concurrent reports of a tracker not seen yet', async () => {
    const { dir, lookups } = directory({ LS100001: truck });
    await Promise.all([...Array(20)].map(() => dir.resolve('LS100001')));
    expect(lookups).toHaveLength(1);
  });

  it('looks a known tracker up again after its time to live (a tracker moved to another account follows)', async () => {
    const { dir, lookups, advance } = directory({ LS100001: truck });
    await dir.resolve('LS100001');
    advance(KNOWN_TRACKER_TTL_MS + 1);
    await dir.resolve('LS100001');
    expect(lookups).toHaveLength(2);
  });

  it('remembers an unknown identifier briefly, so a flood of its reports costs one query', async () => {
    const { dir, lookups, advance } = directory({});
    expect(await dir.resolve('nobody')).toBeNull();
    expect(await dir.resolve('nobody')).toBeNull();
    expect(lookups).toHaveLength(1);
    advance(UNKNOWN_TRACKER_TTL_MS + 1);
    await dir.resolve('nobody');
    expect(lookups).toHaveLength(2);
  });

  it('forgets everything on invalidate, so a newly added tracker is found at once', async () => {
    const known: Record<string, typeof truck> = {};
    const { dir } = directory(known);
    expect(await dir.resolve('LS9')).toBeNull();
    known.LS9 = truck;
    dir.invalidate();
    expect(await dir.resolve('LS9')).toEqual(truck);
  });
});
