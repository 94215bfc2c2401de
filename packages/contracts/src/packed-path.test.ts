import { describe, expect, it } from 'vitest';
import { decodePackedPath, PACKED_PATH_RECORD_BYTES } from './packed-path.ts';

interface Fix {
  /** ISO time, as Postgres would store it (microseconds at most). */
  at: string;
  extraMicros?: number;
  lng: number;
  lat: number;
  speed: number | null;
}

/** Records as Postgres' send functions write them: big-endian int8 microseconds since 2000, float8, float8, float4. */
function packed(fixes: Fix[]): Uint8Array {
  const bytes = new Uint8Array(fixes.length * PACKED_PATH_RECORD_BYTES);
  const view = new DataView(bytes.buffer);
  fixes.forEach((fix, i) => {
    const at = i * PACKED_PATH_RECORD_BYTES;
    const micros =
      BigInt(Date.parse(fix.at) - Date.parse('2000-01-01T00:00:00Z')) * 1000n + BigInt(fix.extraMicros ?? 0);
    view.setBigInt64(at, micros);
    view.setFloat64(at + 8, fix.lng);
    view.setFloat64(at + 16, fix.lat);
    view.setFloat32(at + 24, fix.speed ?? Number.NaN);
  });
  return bytes;
}

const FIXES: Fix[] = [
  { at: '2026-03-20T08:00:00.250Z', lng: -87.9876543210123, lat: 41.12345678901234, speed: null },
  { at: '2026-03-20T08:01:00Z', extraMicros: 17, lng: -87.9, lat: 41.1, speed: 0 },
  { at: '2026-03-20T08:02:00Z', lng: 151.2093, lat: -33.8688, speed: 13.7 },
  { at: '1999-12-31T23:59:59Z', lng: 0, lat: 0, speed: 0.1 },
];

describe('decodePackedPath', () => {
  it('reads records into time (epoch seconds), lng, lat and speed columns', () => {
    expect(decodePackedPath(packed(FIXES))).toEqual({
      time: [
        Date.parse('2026-03-20T08:00:00.250Z') / 1000,
        1_773_993_660.000017,
        Date.parse('2026-03-20T08:02:00Z') / 1000,
        Date.parse('1999-12-31T23:59:59Z') / 1000,
      ],
      lng: [-87.9876543210123, -87.9, 151.2093, 0],
      lat: [41.12345678901234, 41.1, -33.8688, 0],
      // float32 speeds come back as the decimals that were stored, not as 13.699999809265137
      speed: [null, 0, 13.7, 0.1],
    });
  });

  it('reads an ArrayBuffer and a Uint8Array that is a window on a larger buffer alike', () => {
    const records = packed(FIXES);
    const larger = new Uint8Array(records.byteLength + 10);
    larger.set(records, 5);
    const window = larger.subarray(5, 5 + records.byteLength);
    expect(decodePackedPath(window)).toEqual(decodePackedPath(records.slice().buffer));
  });

  it('reads no bytes as an empty path', () => {
    expect(decodePackedPath(new ArrayBuffer(0))).toEqual({ time: [], lng: [], lat: [], speed: [] });
  });

  it('refuses a cut-off answer', () => {
    const records = packed(FIXES);
    expect(() => decodePackedPath(records.subarray(0, records.byteLength - 3))).toThrow(
      /whole 28-byte records/,
    );
  });
});
