import { describe, expect, it } from 'vitest';
import { KNOWN_TRACKER_TTL_MS, TrackerDirectory, UNKNOWN_TRACKER_TTL_MS } from './tracker-directory.ts';

const truck = { deviceId: 7, accountId: 1, modelId: 2 };

function directory(known: Record<string, typeof truck>) {
  let now = 0;
  const lookups: string[] = [];
  const queries: string[][] = [];
  const dir = new TrackerDirectory(
    async (identifiers) => {
      lookups.push(...identifiers);
      queries.push([...identifiers]);
      return new Map(identifiers.flatMap((id) => (known[id] ? [[id, known[id]] as const] : [])));
    },
    () => now,
  );
  return { dir, lookups, queries, advance: (ms: number) => (now += ms) };
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

  it('looks up trackers not seen yet together: a start-up burst of reports costs one query, not one each', async () => {
    const other = { ...truck, deviceId: 8 };
    const { dir, queries } = directory({ LS100001: truck, LS100002: other });
    const answers = await Promise.all(
      ['LS100001', 'LS100002', 'nobody', 'LS100001'].map((id) => dir.resolve(id)),
    );
    expect(answers).toEqual([truck, other, null, truck]);
    expect(queries).toEqual([['LS100001', 'LS100002', 'nobody']]);
  });

  it('lets every waiting report fail when the lookup fails, and asks again next time', async () => {
    let fail = true;
    const dir = new TrackerDirectory(async () => {
      if (fail) throw new Error('database down');
      return new Map([['LS100001', truck]]);
    });
    await expect(Promise.all([dir.resolve('LS100001'), dir.resolve('LS100001')])).rejects.toThrow(
      'database down',
    );
    fail = false;
    expect(await dir.resolve('LS100001')).toEqual(truck);
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
