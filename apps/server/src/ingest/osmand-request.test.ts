import { describe, expect, it } from 'vitest';
import { decodeOsmandRequest } from './osmand-request.ts';

const opts = { speedUnit: 'kn' as const, now: new Date('2025-06-01T12:00:00Z') };
const jsonBody = {
  device_id: 'LS100001',
  location: { timestamp: '2025-06-01T11:59:00Z', coords: { latitude: 40.1, longitude: -75.2, speed: 3 } },
};

describe('decodeOsmandRequest', () => {
  it('reads the query string when there is no body', () => {
    const { report, json } = decodeOsmandRequest(
      { id: 'LS100001', lat: '40.1', lon: '-75.2' },
      undefined,
      opts,
    );
    expect(json).toBe(false);
    expect(report).toMatchObject({ deviceIdentifier: 'LS100001', latitude: 40.1, longitude: -75.2 });
  });

  it('reads form fields, over the query string', () => {
    const { report } = decodeOsmandRequest(
      { id: 'FROM-QUERY' },
      'id=LS100001&lat=40.1&lon=-75.2&speed=10',
      opts,
    );
    expect(report.deviceIdentifier).toBe('LS100001');
    expect(report.speedMps).toBeCloseTo(5.14444, 4);
  });

  it('reads a parsed JSON body as the JSON variant (m/s speeds)', () => {
    const { report, json } = decodeOsmandRequest({}, jsonBody, opts);
    expect(json).toBe(true);
    expect(report.speedMps).toBe(3);
  });

  it('reads JSON sent with another content type', () => {
    const { json, report } = decodeOsmandRequest({}, ` ${JSON.stringify(jsonBody)}`, opts);
    expect(json).toBe(true);
    expect(report.deviceIdentifier).toBe('LS100001');
  });

  it('refuses broken JSON with a clear message', () => {
    expect(() => decodeOsmandRequest({}, '{"device_id":', opts)).toThrow(
      'The request body is not valid JSON.',
    );
  });

  it('treats an empty body as absent', () => {
    const { json } = decodeOsmandRequest({ id: 'LS1', lat: '1', lon: '2' }, '  ', opts);
    expect(json).toBe(false);
  });
});
