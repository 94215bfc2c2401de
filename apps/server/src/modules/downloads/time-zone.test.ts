import { describe, expect, it } from 'vitest';
import { chooseTimeZone, formatTime, zoneLabel } from './time-zone.ts';

const july = new Date('2026-07-04T16:05:09Z');

describe('time zones of downloads', () => {
  it('prefers an explicit offset, then the browser zone, then the user zone, then UTC', () => {
    expect(
      chooseTimeZone({ offsetMinutes: -300, header: 'Europe/Paris', userZone: 'America/Chicago' }),
    ).toEqual({ offsetMinutes: -300 });
    expect(chooseTimeZone({ header: 'Europe/Paris', userZone: 'America/Chicago' })).toEqual({
      zone: 'Europe/Paris',
    });
    expect(chooseTimeZone({ header: 'Mars/Olympus', userZone: 'America/Chicago' })).toEqual({
      zone: 'America/Chicago',
    });
    expect(chooseTimeZone({ header: ['x'], userZone: null })).toEqual({ zone: 'UTC' });
  });

  it('writes times in that zone, with daylight saving', () => {
    expect(formatTime(july, { zone: 'America/Chicago' })).toBe('2026-07-04 11:05:09');
    expect(formatTime(july, { offsetMinutes: 330 })).toBe('2026-07-04 21:35:09');
    expect(formatTime(null, { zone: 'UTC' })).toBeNull();
    expect(zoneLabel({ offsetMinutes: 330 })).toBe('UTC+05:30');
    expect(zoneLabel({ offsetMinutes: -300 })).toBe('UTC-05:00');
  });
});
