import { describe, expect, it } from 'vitest';
import { UNKNOWN_TRACKER_LOG_PERIOD_MS, UnknownTrackerLog } from './unknown-tracker-log.ts';

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
