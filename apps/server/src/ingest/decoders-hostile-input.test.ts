import { describe, expect, it } from 'vitest';
import { decodeOsmandJson, decodeOsmandQuery } from './osmand-decoder.ts';
import { DecodeError } from './position-report.ts';
import { decodeTraccarForward } from './traccar-forward-decoder.ts';

const now = new Date('2025-06-01T12:00:00Z');

/** Runs a decoder; anything thrown must be a DecodeError (a 400), never an error that becomes a 500. */
function outcome(decode: () => unknown): 'accepted' | 'refused' {
  try {
    decode();
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).message.length).toBeGreaterThan(10);
    return 'refused';
  }
}

const weirdTexts = [
  '',
  ' ',
  '-',
  '.',
  '1e',
  '+',
  'null',
  'undefined',
  '{}',
  '[]',
  '\u0000',
  '٣',
  '1,5',
  '--1',
  'Z',
];

describe('decoders under hostile input', () => {
  it('query form: every field with every weird text is accepted or refused with a message', () => {
    const fields = [
      'id',
      'lat',
      'lon',
      'location',
      'timestamp',
      'speed',
      'bearing',
      'batt',
      'charge',
      'valid',
      'fix',
    ];
    for (const field of fields) {
      for (const text of weirdTexts) {
        outcome(() =>
          decodeOsmandQuery({ id: 'a', lat: '1', lon: '2', [field]: text }, { speedUnit: 'kn', now }),
        );
      }
    }
  });

  it('refuses a NUL in the identifier and drops it anywhere else (PostgreSQL cannot store it)', () => {
    const opts = { speedUnit: 'kn' as const, now };
    expect(() => decodeOsmandQuery({ id: 'a\u0000', lat: '1', lon: '2' }, opts)).toThrow(
      'id contains control characters',
    );
    const report = decodeOsmandQuery(
      { id: 'a', lat: '1', lon: '2', note: 'x\u0000', alarm: 'tow\u0000' },
      opts,
    );
    expect(report.attributes).toEqual({});
    expect(report.dropped).toEqual(['note', 'alarm']);
  });

  it('a key named __proto__ stays an ordinary attribute', () => {
    const report = decodeOsmandQuery(
      { id: 'a', lat: '1', lon: '2', ['__proto__']: 'x' },
      { speedUnit: 'kn', now },
    );
    expect(Object.getPrototypeOf(report.attributes)).toBe(Object.prototype);
    expect(Object.keys(report.attributes)).toEqual(['__proto__']);
  });

  it('JSON bodies of any shape are accepted or refused with a message', () => {
    const bodies: unknown[] = [
      null,
      42,
      'text',
      [],
      {},
      { location: null },
      { location: 'x' },
      { device_id: {} },
    ];
    const nested = [
      { position: null, device: null },
      { position: [], device: {} },
      { position: { fixTime: 5 } },
    ];
    for (const body of [...bodies, ...nested]) {
      expect(outcome(() => decodeOsmandJson(body, { now }))).toBe('refused');
      expect(outcome(() => decodeTraccarForward(body, { now }))).toBe('refused');
    }
  });
});
