import { describe, expect, it } from 'vitest';
import { decodeOsmandQuery, type OsmandParams } from './osmand-decoder.ts';

const now = new Date('2025-06-01T12:00:00Z');
const decode = (params: OsmandParams, speedUnit: 'kn' | 'kmh' | 'mph' | 'mps' = 'kn') =>
  decodeOsmandQuery(params, { speedUnit, now });
const base = { id: '356938035643809', lat: '52.520008', lon: '13.404954' };

describe('decodeOsmandQuery: identity, place and defaults', () => {
  it('decodes a minimal report and leaves everything unsent unknown', () => {
    expect(decode(base)).toEqual({
      deviceIdentifier: '356938035643809',
      fixTime: now,
      latitude: 52.520008,
      longitude: 13.404954,
      speedMps: null,
      course: null,
      altitude: null,
      accuracy: null,
      hdop: null,
      battery: null,
      charging: null,
      valid: true,
      fix: 'gps',
      sos: false,
      temperatureC: null,
      humidity: null,
      attributes: {},
      network: null,
      dropped: [],
    });
  });

  it('takes the identifier from deviceid, and prefers id when both are sent', () => {
    expect(decode({ deviceid: ' tracker-7 ', lat: '1', lon: '2' }).deviceIdentifier).toBe('tracker-7');
    expect(decode({ ...base, deviceid: 'other' }).deviceIdentifier).toBe('356938035643809');
  });

  it('reads location=lat,lon', () => {
    const report = decode({ id: 'a', location: '-33.8688,151.2093' });
    expect([report.latitude, report.longitude]).toEqual([-33.8688, 151.2093]);
  });

  it('uses the first value of a repeated parameter', () => {
    expect(decode({ ...base, batt: ['40', '90'] }).battery).toBe(40);
  });

  it('marks exactly 0,0 invalid: it is a tracker without a fix, not a place', () => {
    expect(decode({ id: 'a', lat: '0', lon: '0' }).valid).toBe(false);
    expect(decode({ id: 'a', lat: '0', lon: '0.0001' }).valid).toBe(true);
  });
});

describe('decodeOsmandQuery: timestamp formats', () => {
  const fixAt = (timestamp: string) => decode({ ...base, timestamp }).fixTime.toISOString();

  it('reads epoch seconds, with or without a fraction', () => {
    expect(fixAt('1748779100')).toBe('2025-06-01T11:58:20.000Z');
    expect(fixAt('1748779100.5')).toBe('2025-06-01T11:58:20.500Z');
  });

  it('reads epoch milliseconds, told apart from seconds by magnitude', () => {
    expect(fixAt('1748779100250')).toBe('2025-06-01T11:58:20.250Z');
  });

  it('reads ISO 8601 in UTC, with an offset, and without a zone as UTC', () => {
    expect(fixAt('2025-06-01T11:58:20Z')).toBe('2025-06-01T11:58:20.000Z');
    expect(fixAt('2025-06-01T11:58:20.123Z')).toBe('2025-06-01T11:58:20.123Z');
    expect(fixAt('2025-06-01T13:58:20+02:00')).toBe('2025-06-01T11:58:20.000Z');
    expect(fixAt('2025-06-01T06:58:20-0500')).toBe('2025-06-01T11:58:20.000Z');
    expect(fixAt('2025-06-01T11:58:20')).toBe('2025-06-01T11:58:20.000Z');
  });

  it('reads an offset whose + arrived as a space because the device did not URL-encode it', () => {
    expect(fixAt('2025-06-01T13:58:20 02:00')).toBe('2025-06-01T11:58:20.000Z');
  });

  it('reads yyyy-MM-dd HH:mm:ss as UTC', () => {
    expect(fixAt('2025-06-01 11:58:20')).toBe('2025-06-01T11:58:20.000Z');
  });

  it('uses the server time when no timestamp is sent', () => {
    expect(decode({ ...base, timestamp: '' }).fixTime).toEqual(now);
  });

  it('accepts a fix a few minutes ahead (clock drift) and old buffered fixes', () => {
    expect(fixAt('2025-06-01T12:09:00Z')).toBe('2025-06-01T12:09:00.000Z');
    expect(fixAt('2024-12-24 08:00:00')).toBe('2024-12-24T08:00:00.000Z');
  });
});

describe('decodeOsmandQuery: motion', () => {
  it('converts speed from knots by default and from the configured unit', () => {
    expect(decode({ ...base, speed: '10' }).speedMps).toBeCloseTo(5.14444, 5);
    expect(decode({ ...base, speed: '36' }, 'kmh').speedMps).toBeCloseTo(10, 9);
    expect(decode({ ...base, speed: '60' }, 'mph').speedMps).toBeCloseTo(26.8224, 4);
    expect(decode({ ...base, speed: '12.5' }, 'mps').speedMps).toBe(12.5);
  });

  it('stores a negative speed (the "no speed" sentinel) as unknown', () => {
    expect(decode({ ...base, speed: '-1' }).speedMps).toBeNull();
  });

  it('reads the course from bearing or heading, wrapped to 0..360', () => {
    expect(decode({ ...base, bearing: '90.5' }).course).toBe(90.5);
    expect(decode({ ...base, heading: '270' }).course).toBe(270);
    expect(decode({ ...base, bearing: '360' }).course).toBe(0);
    expect(decode({ ...base, heading: '-1' }).course).toBeNull();
  });

  it('reads altitude, accuracy and hdop; negative accuracy means unavailable', () => {
    const report = decode({ ...base, altitude: '-12.5', accuracy: '8.2', hdop: '0.9' });
    expect([report.altitude, report.accuracy, report.hdop]).toEqual([-12.5, 8.2, 0.9]);
    expect(decode({ ...base, accuracy: '-1' }).accuracy).toBeNull();
  });
});

describe('decodeOsmandQuery: device state and our extensions', () => {
  it('reads battery percent and every charge spelling', () => {
    expect(decode({ ...base, batt: '85.5' }).battery).toBe(85.5);
    expect(decode({ ...base, batt: '0' }).battery).toBe(0);
    expect(decode({ ...base, batt: '100' }).battery).toBe(100);
    for (const [charge, expected] of [
      ['true', true],
      ['1', true],
      ['TRUE', true],
      ['false', false],
      ['0', false],
    ] as const) {
      expect(decode({ ...base, charge }).charging).toBe(expected);
    }
  });

  it('reads valid as true/false/1/0, defaulting to true', () => {
    expect(decode({ ...base, valid: 'false' }).valid).toBe(false);
    expect(decode({ ...base, valid: '0' }).valid).toBe(false);
    expect(decode({ ...base, valid: '1' }).valid).toBe(true);
    expect(decode({ ...base, valid: 'true' }).valid).toBe(true);
  });

  it('reads each fix type, in any case', () => {
    for (const fix of ['gps', 'wifi', 'cell', 'ble'] as const) expect(decode({ ...base, fix }).fix).toBe(fix);
    expect(decode({ ...base, fix: 'WIFI' }).fix).toBe('wifi');
  });

  it('turns alarm=sos into the SOS flag and keeps other alarms as an attribute', () => {
    const sos = decode({ ...base, alarm: 'sos' });
    expect(sos.sos).toBe(true);
    expect(sos.attributes).toEqual({});
    const low = decode({ ...base, alarm: 'lowBattery' });
    expect([low.sos, low.attributes.alarm]).toEqual([false, 'lowBattery']);
    const both = decode({ ...base, alarm: 'SOS,overspeed' });
    expect([both.sos, both.attributes.alarm]).toEqual([true, 'overspeed']);
  });

  it('reads temperature in Celsius and humidity in percent', () => {
    const report = decode({ ...base, temp: '-18.5', humidity: '45' });
    expect([report.temperatureC, report.humidity]).toEqual([-18.5, 45]);
  });

  it('keeps unknown parameters as attributes, typed without losing digits', () => {
    const report = decode({
      ...base,
      ignition: 'true',
      odometer: '12345.6',
      driverUniqueId: '007',
      iccid: '89014103211118510720',
      note: '',
    });
    expect(report.attributes).toEqual({
      ignition: true,
      odometer: 12345.6,
      driverUniqueId: '007',
      iccid: '89014103211118510720',
    });
  });
});

describe('decodeOsmandQuery: BLE fixes naming an anchor (docs/decisions/0037)', () => {
  it('decodes fix=ble with an anchor and no coordinates for the pipeline to place', () => {
    const report = decode({ id: 'a', fix: 'ble', anchor: ' LS100065 ' });
    expect(report).toMatchObject({ latitude: null, longitude: null, fix: 'ble', anchorSerial: 'LS100065' });
    expect(report.attributes).toMatchObject({ anchor: ' LS100065 ' });
  });

  it('takes anchor alone as fix=ble, and keeps coordinates sent with it', () => {
    expect(decode({ id: 'a', anchor: 'TAG-1' })).toMatchObject({ fix: 'ble', anchorSerial: 'TAG-1' });
    expect(decode({ ...base, fix: 'ble', anchor: 'TAG-1' })).toMatchObject({
      latitude: 52.520008,
      fix: 'ble',
      anchorSerial: 'TAG-1',
    });
  });

  it('refuses a report without coordinates whose anchor cannot place it', () => {
    // another fix type: the anchor is not what located it
    expect(() => decode({ id: 'a', fix: 'gps', anchor: 'TAG-1' })).toThrow(/position is missing/);
    // longer than any serial
    expect(() => decode({ id: 'a', fix: 'ble', anchor: 'x'.repeat(65) })).toThrow(/position is missing/);
  });
});
