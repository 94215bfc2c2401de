import { describe, expect, it } from 'vitest';
import { stopDuration } from './stop-duration.ts';

describe('stop duration', () => {
  it('reads in minutes, hours and days', () => {
    expect(stopDuration(30)).toBe('< 1 min');
    expect(stopDuration(45 * 60)).toBe('45 min');
    expect(stopDuration(2 * 3600 + 5 * 60)).toBe('2 h 5 min');
    expect(stopDuration(3 * 3600)).toBe('3 h');
    expect(stopDuration(3 * 86400 + 4 * 3600 + 59)).toBe('3 d 4 h');
  });
});
