import { describe, expect, it } from 'vitest';
import '../downloads/time-zone.ts';
import { parseLocalTime } from './shipment-time.ts';

const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return {
      status: (err as { statusCode?: number }).statusCode,
      errors: (err as { errors?: object }).errors,
    };
  }
  return null;
};

describe("a shipment time in the user's zone (PUT)", () => {
  it('reads a wall time in the zone, and a time with an offset as it says', () => {
    const chicago = { zone: 'America/Chicago' };
    expect(parseLocalTime('2026-03-01 09:00:00', chicago, 'start_at').toISOString()).toBe(
      '2026-03-01T15:00:00.000Z',
    );
    expect(parseLocalTime('2026-03-01T09:00:00+01:00', chicago, 'start_at').toISOString()).toBe(
      '2026-03-01T08:00:00.000Z',
    );
    expect(parseLocalTime('2026-03-01 09:00', { offsetMinutes: -300 }, 'end_at').toISOString()).toBe(
      '2026-03-01T14:00:00.000Z',
    );
  });

  it('refuses with a 422 naming the field a wall time the zone carries past year 9999', () => {
    expect(
      fieldsOf(() => parseLocalTime('9999-12-31 23:00:00', { zone: 'America/New_York' }, 'end_at')),
    ).toEqual({ status: 422, errors: { end_at: [expect.stringMatching(/0001-01-01 and 9999-12-31/)] } });
    expect(fieldsOf(() => parseLocalTime('0001-01-01 00:30:00', { offsetMinutes: 60 }, 'start_at'))).toEqual({
      status: 422,
      errors: { start_at: [expect.any(String)] },
    });
    // the first years are read as written, not as 19xx
    expect(parseLocalTime('0001-01-01 02:00:00', { offsetMinutes: 60 }, 'start_at').toISOString()).toBe(
      '0001-01-01T01:00:00.000Z',
    );
    expect(parseLocalTime('0050-06-01 12:00:00', { zone: 'UTC' }, 'start_at').toISOString()).toBe(
      '0050-06-01T12:00:00.000Z',
    );
    // the same wall time west of UTC by less than the day's rest stays in range
    expect(parseLocalTime('9999-12-31 10:00:00', { zone: 'America/New_York' }, 'end_at').toISOString()).toBe(
      '9999-12-31T15:00:00.000Z',
    );
  });
});
