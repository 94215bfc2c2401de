import { describe, expect, it } from 'vitest';
import { DecodeError } from './position-report.ts';
import { decodeTraccarForward } from './traccar-forward-decoder.ts';

const now = new Date('2025-06-01T12:00:00Z');

/** A body as Traccar posts it with forward.type=json, for a Teltonika tracker with a cold-chain probe. */
function forwardBody(position: Record<string, unknown> = {}, attributes: Record<string, unknown> = {}) {
  return {
    position: {
      id: 18336,
      attributes: {
        priority: 0,
        sat: 14,
        event: 0,
        ignition: true,
        motion: true,
        rssi: 4,
        power: 12.93,
        battery: 4.07,
        batteryLevel: 87,
        charge: true,
        temp1: 4.3,
        deviceTemp: 31.5,
        humidity: 62,
        hdop: 0.8,
        distance: 15.4,
        totalDistance: 125000.5,
        ...attributes,
      },
      deviceId: 7,
      protocol: 'teltonika',
      serverTime: '2025-06-01T11:59:31.906+00:00',
      deviceTime: '2025-06-01T11:59:30.000+00:00',
      fixTime: '2025-06-01T11:59:30.000+00:00',
      outdated: false,
      valid: true,
      latitude: 49.0156556,
      longitude: 8.3975169,
      altitude: 118,
      speed: 27,
      course: 181,
      address: 'Kaiserstraße 12, Karlsruhe',
      accuracy: 0,
      network: null,
      geofenceIds: null,
      ...position,
    },
    device: {
      id: 7,
      attributes: {},
      groupId: 2,
      name: 'Reefer 12',
      uniqueId: '863719064712345',
      status: 'online',
      lastUpdate: '2025-06-01T11:59:31.906+00:00',
      positionId: 18335,
      phone: null,
      model: 'FMC130',
      contact: null,
      category: 'truck',
      disabled: false,
    },
  };
}

function refusal(body: unknown): DecodeError {
  try {
    decodeTraccarForward(body, { now });
  } catch (error) {
    if (error instanceof DecodeError) return error;
    throw error;
  }
  throw new Error('the report was accepted');
}

describe('decodeTraccarForward', () => {
  it('decodes a forwarded position: uniqueId, knots to m/s, battery, charge, probe temperature', () => {
    const report = decodeTraccarForward(forwardBody(), { now });
    expect(report).toMatchObject({
      deviceIdentifier: '863719064712345',
      fixTime: new Date('2025-06-01T11:59:30Z'),
      latitude: 49.0156556,
      longitude: 8.3975169,
      course: 181,
      altitude: 118,
      accuracy: null,
      hdop: 0.8,
      battery: 87,
      charging: true,
      valid: true,
      fix: 'gps',
      sos: false,
      temperatureC: 4.3,
      humidity: 62,
    });
    expect(report.speedMps).toBeCloseTo(13.89, 2);
  });

  it('keeps the other attributes, including battery volts and the device temperature, and the protocol', () => {
    expect(decodeTraccarForward(forwardBody(), { now }).attributes).toEqual({
      protocol: 'teltonika',
      priority: 0,
      sat: 14,
      event: 0,
      ignition: true,
      motion: true,
      rssi: 4,
      power: 12.93,
      battery: 4.07,
      deviceTemp: 31.5,
      distance: 15.4,
      totalDistance: 125000.5,
    });
  });

  it('falls back to the device temperature when there is no probe', () => {
    const report = decodeTraccarForward(forwardBody({}, { temp1: undefined }), { now });
    expect(report.temperatureC).toBe(31.5);
    expect(report.attributes).not.toHaveProperty('deviceTemp');
  });

  it('turns an sos alarm into the SOS flag and keeps the other alarms', () => {
    const report = decodeTraccarForward(forwardBody({}, { alarm: 'sos,powerCut' }), { now });
    expect([report.sos, report.attributes.alarm]).toEqual([true, 'powerCut']);
  });

  it('reads older Traccar dates (+0000), invalid fixes, accuracy and outdated positions', () => {
    const report = decodeTraccarForward(
      forwardBody({ fixTime: '2025-06-01T11:40:00.000+0000', valid: false, accuracy: 25, outdated: true }),
      { now },
    );
    expect([report.fixTime.toISOString(), report.valid, report.accuracy]).toEqual([
      '2025-06-01T11:40:00.000Z',
      false,
      25,
    ]);
    expect(report.attributes.outdated).toBe(true);
  });

  it('marks positions Traccar geolocated from the network as wifi or cell fixes', () => {
    const wifi = forwardBody(
      { network: { radioType: 'gsm', wifiAccessPoints: [{ macAddress: '01:23:45:67:89:ab' }] } },
      { approximate: true },
    );
    expect(decodeTraccarForward(wifi, { now }).fix).toBe('wifi');
    const cell = forwardBody(
      { network: { radioType: 'lte', cellTowers: [{ cellId: 1 }] } },
      { approximate: true },
    );
    expect(decodeTraccarForward(cell, { now }).fix).toBe('cell');
  });

  it('drops the raw message hex, which would only bloat the row', () => {
    expect(
      decodeTraccarForward(forwardBody({}, { raw: 'ab'.repeat(400) }), { now }).attributes,
    ).not.toHaveProperty('raw');
  });

  it('names the bad field', () => {
    expect(refusal({ ...forwardBody(), device: { id: 7, name: 'x' } }).message).toBe(
      'device.uniqueId is missing',
    );
    expect(refusal(forwardBody({ latitude: null })).message).toBe(
      'position.latitude must be number (got null)',
    );
    expect(refusal(forwardBody({ longitude: 190 })).message).toBe(
      'position.longitude must be between -180 and 180 (got 190)',
    );
    expect(refusal(forwardBody({ fixTime: '2025-06-01T13:00:00.000+00:00' })).message).toMatch(
      /more than 10 minutes ahead/,
    );
  });

  it('keeps the fix when side values cannot be read, naming each dropped one', () => {
    const decode = (body: unknown) => decodeTraccarForward(body, { now });
    expect(decode(forwardBody({}, { batteryLevel: -1 }))).toMatchObject({ battery: null, dropped: [] });
    const bad = decode(
      forwardBody({ speed: 700, valid: 'yes', course: 'north' }, { batteryLevel: 150, charge: 'maybe' }),
    );
    expect(bad).toMatchObject({
      latitude: 49.0156556,
      speedMps: null,
      course: null,
      valid: true,
      battery: null,
      charging: null,
    });
    expect(bad.dropped?.toSorted()).toEqual([
      'position.attributes.batteryLevel',
      'position.attributes.charge',
      'position.course',
      'position.speed',
    ]);
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`io${i}`, i]));
    const crowded = decode(forwardBody({}, many));
    expect(Object.keys(crowded.attributes)).toHaveLength(50);
    expect(crowded.dropped).toEqual(['attributes']);
  });

  it('keeps the cell towers and wifi access points Traccar forwards, in our shape', () => {
    const report = decodeTraccarForward(
      forwardBody({
        network: {
          radioType: 'lte',
          considerIp: false,
          cellTowers: [
            {
              cellId: 2224,
              locationAreaCode: 16,
              mobileCountryCode: 257,
              mobileNetworkCode: 2,
              signalStrength: -90,
            },
          ],
          wifiAccessPoints: [{ macAddress: '00:14:22:01:23:45', signalStrength: -80, channel: 6 }],
        },
      }),
      { now },
    );
    expect(report.network).toEqual({
      cellTowers: [{ mcc: 257, mnc: 2, lac: 16, cid: 2224, rssi: -90 }],
      wifiAccessPoints: [{ macAddress: '00:14:22:01:23:45', signalStrength: -80 }],
    });
  });

  it('tells a sender that posts events or OsmAnd reports that it is the wrong format', () => {
    const event = refusal({ event: { type: 'deviceOnline' }, device: { uniqueId: '1' } });
    expect(event.kind).toBe('unknown-device-format');
    expect(event.message).toMatch(/This is a Traccar event forward/);
    expect(refusal({ device_id: '1', location: {} }).message).toMatch(/looks like an OsmAnd JSON report/);
    expect(refusal('id=1&lat=2').kind).toBe('unknown-device-format');
  });
});
