import { describe, expect, it } from 'vitest';
import { decodeOsmandQuery, type OsmandParams } from './osmand-decoder.ts';
import { DecodeError } from './position-report.ts';

const now = new Date('2025-06-01T12:00:00Z');
const base = { id: '356938035643809', lat: '52.520008', lon: '13.404954' };

/** The error a report is refused with; fails the test when the report is accepted. */
function refusal(params: OsmandParams, speedUnit: 'kn' | 'kmh' = 'kn'): DecodeError {
  try {
    decodeOsmandQuery(params, { speedUnit, now });
  } catch (error) {
    if (error instanceof DecodeError) return error;
    throw error;
  }
  throw new Error('the report was accepted');
}

describe('decodeOsmandQuery refuses reports with a message saying what to fix', () => {
  it('answers 400 with the message under the offending parameter', () => {
    const error = refusal({ lat: '1', lon: '2' });
    expect(error.statusCode).toBe(400);
    expect(error.kind).toBe('bad-request');
    expect(error.message).toBe('The tracker identifier is missing: send id');
    expect(error.errors).toEqual({ id: ['The tracker identifier is missing: send id'] });
  });

  it('refuses a blank or overlong identifier', () => {
    expect(refusal({ ...base, id: '  ' }).message).toBe('The tracker identifier is missing: send id');
    expect(refusal({ ...base, id: 'x'.repeat(65) }).message).toBe('id is longer than 64 characters');
  });

  it('refuses coordinates that are not finite numbers', () => {
    expect(refusal({ ...base, lat: 'abc' }).message).toBe('lat must be a finite number (got "abc")');
    expect(refusal({ ...base, lon: 'NaN' }).message).toBe('lon must be a finite number (got "NaN")');
  });

  it('refuses latitudes and longitudes off the globe', () => {
    expect(refusal({ ...base, lat: '91' }).message).toBe('lat must be between -90 and 90 (got 91)');
    expect(refusal({ ...base, lon: '-181' }).message).toBe('lon must be between -180 and 180 (got -181)');
    expect(refusal({ id: 'a', location: '10,200' }).message).toBe(
      'location must be between -180 and 180 (got 200)',
    );
  });

  it('refuses a report without a position, or with half of one', () => {
    expect(refusal({ id: 'a' }).message).toBe(
      'The position is missing: send lat and lon, or location=lat,lon, or the cell towers (cell) and wifi access points (wifi) heard, or fix=ble with the anchor seen (anchor)',
    );
    expect(refusal({ id: 'a', cell: 'not,a,cell' }).message).toMatch(/^The position is missing/);
    expect(refusal({ id: 'a', lon: '2' }).message).toBe('lat is missing: send lat together with lon');
    expect(refusal({ id: 'a', lat: '2' }).message).toBe('lon is missing: send lon together with lat');
    expect(refusal({ id: 'a', location: '1;2' }).message).toBe('location must be "lat,lon" (got "1;2")');
  });

  it('refuses a fix more than 10 minutes in the future, pointing at the clock', () => {
    const error = refusal({ ...base, timestamp: '2025-06-01T12:10:01Z' });
    expect(error.message).toBe(
      'timestamp 2025-06-01T12:10:01.000Z is more than 10 minutes ahead of the server clock ' +
        "(2025-06-01T12:00:00.000Z); check the tracker's clock and time zone",
    );
    expect(error.errors).toHaveProperty('timestamp');
  });

  it('refuses local time sent as epoch milliseconds of the wrong zone (hours ahead)', () => {
    expect(refusal({ ...base, timestamp: String(now.getTime() + 2 * 3600_000) }).message).toMatch(
      /ahead of the server clock/,
    );
  });

  it('refuses timestamps that are not times, including impossible dates', () => {
    const hint = 'send epoch seconds or milliseconds, ISO 8601, or yyyy-MM-dd HH:mm:ss in UTC';
    expect(refusal({ ...base, timestamp: 'yesterday' }).message).toBe(
      `timestamp "yesterday" is not a time: ${hint}`,
    );
    expect(refusal({ ...base, timestamp: '2025-02-30 10:00:00' }).message).toMatch(/is not a time/);
    expect(refusal({ ...base, timestamp: '2025-13-01T00:00:00Z' }).message).toMatch(/is not a time/);
    expect(refusal({ ...base, timestamp: '01/06/2025 11:00' }).message).toMatch(/is not a time/);
  });

  it('refuses a clock that was never set', () => {
    expect(refusal({ ...base, timestamp: '0' }).message).toBe(
      "timestamp 1970-01-01T00:00:00.000Z is before 2000; the tracker's clock is not set",
    );
  });

  it('cuts long bad values short in messages', () => {
    expect(refusal({ ...base, lat: 'z'.repeat(500) }).message).toBe(
      `lat must be a finite number (got "${'z'.repeat(40)}…")`,
    );
  });
});

describe('decodeOsmandQuery drops side values it cannot read and keeps the fix (decision 0007)', () => {
  const decode = (params: OsmandParams, speedUnit: 'kn' | 'kmh' = 'kn') =>
    decodeOsmandQuery({ ...base, ...params }, { speedUnit, now });

  it('keeps the position and names each dropped value', () => {
    const report = decode({ speed: 'Infinity', batt: '0x10', altitude: '1e999', temp: 'warm' });
    expect([report.latitude, report.longitude]).toEqual([52.520008, 13.404954]);
    expect([report.speedMps, report.battery, report.altitude, report.temperatureC]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(report.dropped).toEqual(['speed', 'altitude', 'batt', 'temp']);
  });

  it('stores a negative battery as unknown without complaint, and drops one above 100', () => {
    expect(decode({ batt: '-1' })).toMatchObject({ battery: null, dropped: [] });
    expect(decode({ batt: '120' })).toMatchObject({ battery: null, dropped: ['batt'] });
    expect(decode({ humidity: '101' })).toMatchObject({ humidity: null, dropped: ['humidity'] });
  });

  it('drops an absurd speed (a unit mistake) rather than drawing a jump', () => {
    expect(decode({ speed: '600' })).toMatchObject({ speedMps: null, dropped: ['speed'] });
    expect(decode({ speed: '1000' }, 'kmh').speedMps).toBeCloseTo(277.78, 2);
    expect(decode({ speed: '1001' }, 'kmh').dropped).toEqual(['speed']);
  });

  it('reads yes/no and on/off flags, and drops the ones it cannot read', () => {
    expect(decode({ valid: 'yes', charge: 'on' })).toMatchObject({
      valid: true,
      charging: true,
      dropped: [],
    });
    expect(decode({ valid: 'NO', charge: 'off' })).toMatchObject({ valid: false, charging: false });
    expect(decode({ valid: 'maybe', charge: 'sometimes' })).toMatchObject({
      valid: true,
      charging: null,
      dropped: ['valid', 'charge'],
    });
    expect(decode({ fix: 'satellite' })).toMatchObject({ fix: 'gps', dropped: ['fix'] });
  });

  it('keeps attributes up to the caps and drops what is over them', () => {
    const keys = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`io${i}`, String(i)]));
    expect(Object.keys(decode(keys(50)).attributes)).toHaveLength(50);
    const tooMany = decode(keys(60));
    expect(Object.keys(tooMany.attributes)).toHaveLength(50);
    expect(tooMany.dropped).toEqual(['attributes']);
    const long = decode({ note: 'x'.repeat(257), ok: '1' });
    expect(long.attributes).toEqual({ ok: 1 });
    expect(long.dropped).toEqual(['note']);
    expect(decode({ ['k'.repeat(65)]: '1' }).dropped).toEqual(['k'.repeat(64)]);
  });
});
