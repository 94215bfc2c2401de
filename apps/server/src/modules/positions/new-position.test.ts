import { describe, expect, it } from 'vitest';
import { trackerReport } from '../../ingest/ingest.test-helper.ts';
import { isOverspeed, newPosition, type TrackerReport } from './new-position.ts';

const report = (over: Partial<TrackerReport> = {}): TrackerReport =>
  trackerReport({
    fixTime: new Date('2025-01-01T00:00:00Z'),
    latitude: 40,
    longitude: -75,
    accuracy: 12,
    ...over,
  });
const opts = { receivedAt: new Date('2025-01-01T00:00:05Z'), overspeedKmh: 120, address: null };

describe('newPosition', () => {
  it('flags a battery below 20 % as low, and 20 % as not low', () => {
    expect(newPosition(1, report({ battery: 19 }), opts).lowBattery).toBe(true);
    expect(newPosition(1, report({ battery: 20 }), opts).lowBattery).toBe(false);
    expect(newPosition(1, report({ battery: null }), opts).lowBattery).toBe(false);
  });

  it('stores whole battery percents and judges low on the stored value the badge shows', () => {
    const position = newPosition(1, report({ battery: 19.6 }), opts);
    expect(position.battery).toBe(20);
    expect(position.lowBattery).toBe(false);
  });

  it('flags overspeed strictly above the configured km/h', () => {
    expect(isOverspeed(120 / 3.6, 120)).toBe(false);
    expect(isOverspeed(121 / 3.6, 120)).toBe(true);
    expect(isOverspeed(null, 120)).toBe(false);
    expect(newPosition(1, report({ speedMps: 40 }), opts).overspeed).toBe(true);
  });

  it('keeps SOS, charging, fix type, accuracy and the stored units', () => {
    const position = newPosition(
      3,
      report({ sos: true, charging: true, fix: 'wifi', accuracy: 35, speedMps: 2.5, temperatureC: -18.5 }),
      opts,
    );
    expect(position).toMatchObject({
      deviceId: 3,
      sos: true,
      charging: true,
      fix: 'wifi',
      accuracy: 35,
      speed: 2.5,
      temperature: -18.5,
      serverTime: opts.receivedAt,
    });
  });

  it('stores no attributes column for a report without extras', () => {
    expect(newPosition(1, report(), opts).attributes).toBeNull();
    expect(newPosition(1, report({ attributes: { ignition: true } }), opts).attributes).toEqual({
      ignition: true,
    });
  });
});
