import { describe, expect, it } from 'vitest';
import type { UnknownTrackerTally } from '../modules/provisioning/provisioning.repository.ts';
import {
  UNKNOWN_TRACKER_LOG_PERIOD_MS,
  UnknownTrackerLog,
  UnknownTrackerRecorder,
} from './unknown-tracker-log.ts';

describe('UnknownTrackerLog', () => {
  it('logs an unknown identifier once per period', () => {
    let now = 0;
    const logged: string[] = [];
    const log = new UnknownTrackerLog(
      (id) => logged.push(id),
      () => now,
    );
    log.note('X1');
    log.note('X1');
    log.note('X2');
    now += UNKNOWN_TRACKER_LOG_PERIOD_MS - 1;
    log.note('X1');
    expect(logged).toEqual(['X1', 'X2']);
    now += 1;
    log.note('X1');
    expect(logged).toEqual(['X1', 'X2', 'X1']);
  });

  it('stays bounded when every report carries a new identifier', () => {
    const logged: string[] = [];
    const log = new UnknownTrackerLog(
      (id) => logged.push(id),
      () => 0,
    );
    for (let i = 0; i < 20_000; i++) log.note(`random-${i}`);
    // the oldest were forgotten, so the first identifier is logged again rather than remembered forever
    log.note('random-0');
    expect(logged.at(-1)).toBe('random-0');
    expect(logged).toHaveLength(20_001);
  });
});

describe('UnknownTrackerRecorder', () => {
  it('sums reports up in memory and writes them in one go, keeping the last coordinates', async () => {
    const written: UnknownTrackerTally[][] = [];
    let now = Date.parse('2026-11-24T10:00:00Z');
    const recorder = new UnknownTrackerRecorder(
      { upsert: async (tallies) => void written.push([...tallies]), prune: async () => {} },
      () => {},
      60_000,
      () => now,
    );
    recorder.note('A', 'osmand', 1, 2);
    now += 1000;
    recorder.note('A', 'osmand', null, null);
    recorder.note('B', 'traccar', null, null);
    expect(written).toEqual([]);
    await recorder.flush();
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual([
      expect.objectContaining({
        identifier: 'A',
        count: 2,
        latitude: 1,
        longitude: 2,
        lastSeenAt: new Date(now),
      }),
      expect.objectContaining({ identifier: 'B', count: 1, protocol: 'traccar' }),
    ]);
    await recorder.flush();
    expect(written).toHaveLength(1);
  });

  it('reports a failed write and keeps going', async () => {
    const errors: unknown[] = [];
    const recorder = new UnknownTrackerRecorder(
      { upsert: () => Promise.reject(new Error('database away')), prune: async () => {} },
      (e) => errors.push(e),
    );
    recorder.note('A', 'osmand', null, null);
    await recorder.flush();
    expect(errors).toHaveLength(1);
  });
});
