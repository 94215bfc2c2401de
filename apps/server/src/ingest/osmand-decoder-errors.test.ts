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

  it('refuses non-numeric, NaN and infinite numbers', () => {
    expect(refusal({ ...base, lat: 'abc' }).message).toBe('lat must be a finite number (got "abc")');
    expect(refusal({ ...base, lon: 'NaN' }).message).toBe('lon must be a finite number (got "NaN")');
    expect(refusal({ ...base, speed: 'Infinity' }).message).toBe(
      'speed must be a finite number (got "Infinity")',
    );
    expect(refusal({ ...base, batt: '0x10' }).message).toBe('batt must be a finite number (got "0x10")');
    expect(refusal({ ...base, altitude: '1e999' }).message).toBe(
      'altitude must be a finite number (got "1e999")',
    );
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
      'The position is missing: send lat and lon, or location=lat,lon',
    );
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

  it('refuses battery and humidity outside 0 to 100', () => {
    expect(refusal({ ...base, batt: '150' }).message).toBe(
      'batt must be a percentage between 0 and 100 (got 150)',
    );
    expect(refusal({ ...base, batt: '-5' }).message).toBe(
      'batt must be a percentage between 0 and 100 (got -5)',
    );
    expect(refusal({ ...base, humidity: '101' }).message).toBe(
      'humidity must be a percentage between 0 and 100 (got 101)',
    );
  });

  it('refuses absurd speeds, naming the unit it assumed', () => {
    expect(refusal({ ...base, speed: '600' }).message).toBe(
      'speed 600 kn (1111 km/h) is above the plausible limit of 1000 km/h; check the speed unit',
    );
    expect(decodeOsmandQuery({ ...base, speed: '1000' }, { speedUnit: 'kmh', now }).speedMps).toBeCloseTo(
      277.78,
      2,
    );
    expect(refusal({ ...base, speed: '1001' }, 'kmh').message).toMatch(
      /^speed 1001 km\/h \(1001 km\/h\) is above/,
    );
  });

  it('refuses flags and fix types outside the protocol', () => {
    expect(refusal({ ...base, charge: 'yes' }).message).toBe(
      'charge must be true, false, 1 or 0 (got "yes")',
    );
    expect(refusal({ ...base, valid: 'maybe' }).message).toBe(
      'valid must be true, false, 1 or 0 (got "maybe")',
    );
    expect(refusal({ ...base, fix: 'satellite' }).message).toBe(
      'fix must be one of gps, wifi, cell, ble (got "satellite")',
    );
  });

  it('refuses oversized attribute sets and values, and keeps up to the caps', () => {
    const keys = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`io${i}`, String(i)]));
    expect(
      Object.keys(decodeOsmandQuery({ ...base, ...keys(50) }, { speedUnit: 'kn', now }).attributes),
    ).toHaveLength(50);
    const tooMany = refusal({ ...base, ...keys(51) });
    expect(tooMany.message).toBe('Too many attributes in one report: at most 50 extra values are kept');
    expect(tooMany.errors).toHaveProperty('attributes');
    const long = refusal({ ...base, note: 'x'.repeat(257) });
    expect(long.message).toBe('Attribute "note" is longer than 256 characters');
    expect(long.errors).toHaveProperty('note');
    expect(refusal({ ...base, ['k'.repeat(65)]: '1' }).message).toMatch(
      /^Attribute name "k+…" is longer than 64 characters$/,
    );
  });

  it('cuts long bad values short in messages', () => {
    expect(refusal({ ...base, lat: 'z'.repeat(500) }).message).toBe(
      `lat must be a finite number (got "${'z'.repeat(40)}…")`,
    );
  });
});
