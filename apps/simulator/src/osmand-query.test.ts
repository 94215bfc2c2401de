import { describe, expect, it } from 'vitest';
import { decodeOsmandQuery } from '../../server/src/ingest/osmand-decoder.ts';
import { osmandQuery } from './osmand-query.ts';
import type { SimulatedReport } from './report.ts';

const report: SimulatedReport = {
  identifier: 'LS100045',
  time: new Date('2026-03-02T14:05:07.000Z'),
  lat: 41.878113,
  lon: -87.629799,
  speedMps: 25.5,
  course: 271,
  accuracy: 7.4,
  fix: 'gps',
  battery: 64,
  charging: true,
  sos: true,
  temperatureC: 3.8,
  humidity: 87.2,
};

// The server's own decoder reads what the simulator sends: proof that the simulator speaks the protocol.
const decode = (query: string, now = new Date('2026-03-02T14:06:00Z')) =>
  decodeOsmandQuery(Object.fromEntries(new URLSearchParams(query)), { speedUnit: 'kn', now });

describe('the OsmAnd query the simulator sends', () => {
  it('decodes on the server to the same report', () => {
    // nothing in a usual report needs escaping: trackers' plain queries take the server's quickest path
    expect(osmandQuery(report)).not.toContain('%');
    const decoded = decode(osmandQuery(report));
    expect(decoded).toMatchObject({
      deviceIdentifier: 'LS100045',
      fixTime: report.time,
      latitude: 41.878113,
      longitude: -87.629799,
      course: 271,
      accuracy: 7.4,
      battery: 64,
      charging: true,
      fix: 'gps',
      sos: true,
      temperatureC: 3.8,
      humidity: 87.2,
      valid: true,
      attributes: {},
    });
    // knots rounded to 0.1 on the wire: within 0.05 kn (0.026 m/s)
    expect(Math.abs(decoded.speedMps! - 25.5)).toBeLessThan(0.03);
  });

  it('leaves out what a model does not measure, and sends milliseconds when asked', () => {
    const tag = {
      ...report,
      fix: 'ble' as const,
      charging: null,
      sos: false,
      temperatureC: null,
      humidity: null,
      course: null,
    };
    const query = osmandQuery(tag, { milliseconds: true });
    expect(query).not.toMatch(/temp=|humidity=|alarm=|charge=|bearing=/);
    expect(new URLSearchParams(query).get('timestamp')).toBe(String(report.time.getTime()));
    const decoded = decode(query);
    expect(decoded).toMatchObject({
      fix: 'ble',
      sos: false,
      temperatureC: null,
      humidity: null,
      charging: null,
      course: null,
    });
    expect(decoded.fixTime).toEqual(report.time);
  });

  it('carries the answer to a command as result, which the server keeps as text', () => {
    const query = osmandQuery({ ...report, result: 'Battery 64%, GPS 41.878113,-87.629799' });
    expect(query).toContain('result=Battery+64%25%2C+GPS+41.878113%2C-87.629799');
    expect(decode(query).attributes).toEqual({ result: 'Battery 64%, GPS 41.878113,-87.629799' });
  });

  it('carries the SIM as iccid, which the server keeps as the digits it was sent', () => {
    const query = osmandQuery({ ...report, iccid: '8901555012000000175' });
    expect(new URLSearchParams(query).get('iccid')).toBe('8901555012000000175');
    expect(decode(query).attributes).toEqual({ iccid: '8901555012000000175' });
    expect(osmandQuery(report)).not.toContain('iccid');
  });
});
