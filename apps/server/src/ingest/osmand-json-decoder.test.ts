import { describe, expect, it } from 'vitest';
import { decodeOsmandJson } from './osmand-decoder.ts';
import { DecodeError } from './position-report.ts';

const now = new Date('2025-06-01T12:00:00Z');

/** What Traccar Client 9 posts (shape from the OsmAnd protocol documentation). */
function clientBody(location: Record<string, unknown> = {}, coords: Record<string, unknown> = {}) {
  return {
    location: {
      timestamp: '2025-06-01T11:59:46.587Z',
      coords: {
        latitude: -37.6998277,
        longitude: 145.0686733,
        accuracy: 4.32,
        speed: 13.9,
        heading: 158.44,
        altitude: 103,
        ...coords,
      },
      is_moving: true,
      odometer: 15230,
      event: 'motionchange',
      battery: { level: 0.88, is_charging: false },
      activity: { type: 'in_vehicle' },
      extras: {},
      ...location,
    },
    device_id: '82879256',
  };
}

function refusal(body: unknown): DecodeError {
  try {
    decodeOsmandJson(body, { now });
  } catch (error) {
    if (error instanceof DecodeError) return error;
    throw error;
  }
  throw new Error('the report was accepted');
}

describe('decodeOsmandJson', () => {
  it('decodes a Traccar Client report: m/s speed as is, battery level as percent', () => {
    expect(decodeOsmandJson(clientBody(), { now })).toEqual({
      deviceIdentifier: '82879256',
      fixTime: new Date('2025-06-01T11:59:46.587Z'),
      latitude: -37.6998277,
      longitude: 145.0686733,
      speedMps: 13.9,
      course: 158.44,
      altitude: 103,
      accuracy: 4.32,
      hdop: null,
      battery: 88,
      charging: false,
      valid: true,
      fix: 'gps',
      sos: false,
      temperatureC: null,
      humidity: null,
      attributes: { motion: true, event: 'motionchange', activity: 'in_vehicle', odometer: 15230 },
      network: null,
      dropped: [],
    });
  });

  it('accepts a numeric device_id and a report without battery or timestamp', () => {
    const report = decodeOsmandJson(
      { device_id: 48241179, location: { coords: { latitude: 10, longitude: 20 } } },
      { now },
    );
    expect([report.deviceIdentifier, report.fixTime, report.battery, report.charging]).toEqual([
      '48241179',
      now,
      null,
      null,
    ]);
  });

  it("treats the SDK's -1 sentinels (no speed, heading, accuracy or battery) as unknown", () => {
    const report = decodeOsmandJson(
      clientBody({ battery: { level: -1, is_charging: true } }, { speed: -1, heading: -1, accuracy: -1 }),
      { now },
    );
    expect([report.speedMps, report.course, report.accuracy, report.battery, report.charging]).toEqual([
      null,
      null,
      null,
      null,
      true,
    ]);
  });

  it('reads our extensions from extras and keeps the other extras as attributes', () => {
    const report = decodeOsmandJson(
      clientBody({
        extras: { alarm: 'sos', fix: 'wifi', temp: 3.5, humidity: 61, trip: 'A-12', meta: { a: 1 } },
        mock: true,
      }),
      { now },
    );
    expect([report.sos, report.fix, report.temperatureC, report.humidity]).toEqual([true, 'wifi', 3.5, 61]);
    expect(report.attributes).toMatchObject({ trip: 'A-12', meta: '{"a":1}', mock: true });
    expect(report.attributes).not.toHaveProperty('alarm');
  });

  it('names the missing or mistyped field in the body', () => {
    const missing = refusal(clientBody({ coords: { longitude: 1 } }));
    expect(missing.message).toBe('location.coords.latitude is missing');
    expect(missing.errors).toEqual({ 'location.coords.latitude': ['location.coords.latitude is missing'] });
    expect(refusal(clientBody({}, { latitude: '52.1' })).message).toBe(
      'location.coords.latitude must be number (got "52.1")',
    );
    expect(refusal({ location: clientBody().location }).message).toBe(
      'The tracker identifier is missing: send device_id',
    );
  });

  it('applies the same limits as the query form', () => {
    expect(refusal(clientBody({}, { latitude: 95 })).message).toBe(
      'location.coords.latitude must be between -90 and 90 (got 95)',
    );
    expect(refusal(clientBody({ timestamp: '2025-06-01T13:00:00Z' })).message).toMatch(
      /^location\.timestamp 2025-06-01T13:00:00\.000Z is more than 10 minutes ahead/,
    );
    expect(refusal(clientBody({ timestamp: 'soon' })).message).toMatch(
      /^location\.timestamp "soon" is not a time/,
    );
  });

  it('drops side values it cannot read and keeps the fix, naming each one', () => {
    const decode = (body: unknown) => decodeOsmandJson(body, { now });
    expect(decode(clientBody({ battery: { level: 1.5, is_charging: 'yes' } }))).toMatchObject({
      battery: null,
      charging: true,
      dropped: ['location.battery.level'],
    });
    expect(decode(clientBody({}, { speed: 300 }))).toMatchObject({
      latitude: -37.6998277,
      speedMps: null,
      dropped: ['location.coords.speed'],
    });
    expect(decode(clientBody({ extras: { humidity: 140, fix: 'radar' } })).dropped?.toSorted()).toEqual([
      'location.extras.fix',
      'location.extras.humidity',
    ]);
    const mistyped = decode(
      clientBody({ battery: 'full', activity: 7, is_moving: 'no' }, { speed: 'fast', heading: true }),
    );
    expect(mistyped).toMatchObject({ speedMps: null, course: null, battery: null });
    expect(mistyped.attributes).toMatchObject({ motion: false });
    expect(mistyped.dropped).toEqual([
      'location.battery',
      'location.activity',
      'location.coords.speed',
      'location.coords.heading',
    ]);
  });

  it('raises SOS from an alarm on the location itself as well as in extras', () => {
    const decode = (body: unknown) => decodeOsmandJson(body, { now });
    expect(decode(clientBody({ alarm: 'sos' })).sos).toBe(true);
    const both = decode(clientBody({ alarm: 'lowBattery', extras: { alarm: 'sos' } }));
    expect([both.sos, both.attributes.alarm]).toEqual([true, 'lowBattery']);
  });

  it('decodes a report without coords for the pipeline to place, and keeps a network it carries', () => {
    const { coords: _coords, ...location } = clientBody().location;
    const report = decodeOsmandJson(
      {
        device_id: '82879256',
        location: {
          ...location,
          event: 'heartbeat',
          network: {
            cellTowers: [{ mobileCountryCode: 505, mobileNetworkCode: 1, locationAreaCode: 30, cellId: 77 }],
            wifiAccessPoints: [{ macAddress: '0C-80-63-11-22-33', signalStrength: -60 }, { macAddress: 'x' }],
          },
        },
      },
      { now },
    );
    expect([report.latitude, report.longitude, report.battery]).toEqual([null, null, 88]);
    expect(report.network).toEqual({
      cellTowers: [{ mcc: 505, mnc: 1, lac: 30, cid: 77 }],
      wifiAccessPoints: [{ macAddress: '0c:80:63:11:22:33', signalStrength: -60 }],
    });
    expect(report.dropped).toEqual(['location.network.wifiAccessPoints']);
  });

  it('tells a sender that posts something else that it is the wrong format', () => {
    const notObject = refusal([1, 2]);
    expect(notObject.kind).toBe('unknown-device-format');
    expect(notObject.statusCode).toBe(400);
    const traccar = refusal({ position: {}, device: {} });
    expect(traccar.kind).toBe('unknown-device-format');
    expect(traccar.message).toMatch(/looks like a Traccar position forward/);
  });

  it('asks for one location per request instead of a batch', () => {
    expect(refusal({ device_id: 'a', location: [clientBody().location] }).message).toBe(
      'location must be a single location; send one report per request (turn batch sync off)',
    );
  });
});
