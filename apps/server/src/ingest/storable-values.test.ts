import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackerReport } from './ingest.test-helper.ts';
import { MAX_ATTRIBUTES } from './report-attributes.ts';
import { DroppedValuesLog, isStorableAddress, isStorableText, storableReport } from './storable-values.ts';

const base = () => trackerReport({ fixTime: new Date('2026-03-01T10:00:00Z'), latitude: 40, longitude: -75 });

describe('storableReport', () => {
  it('passes a report whose values all fit through unchanged, as the same object', () => {
    const report = {
      ...base(),
      speedMps: 12,
      course: 359.9,
      altitude: -420,
      accuracy: 8,
      hdop: 0.9,
      battery: 100,
      temperatureC: -196,
      humidity: 0,
      attributes: { ignition: true, odometer: 123.5, driver: '007' },
    };
    const onDropped = vi.fn();
    expect(storableReport(report, onDropped)).toBe(report);
    expect(onDropped).not.toHaveBeenCalled();
  });

  it.each([
    ['temperatureC', 1e308],
    ['temperatureC', -300],
    ['altitude', 1e308],
    ['altitude', -1e308],
    ['accuracy', 1e308],
    ['accuracy', -1],
    ['speedMps', 1e30],
    ['course', 720],
    ['hdop', Number.POSITIVE_INFINITY],
    ['battery', 120],
    ['battery', -1],
    ['humidity', 101],
    ['humidity', Number.NaN],
  ] as const)('drops %s = %s and keeps the fix and the other values', (field, value) => {
    const report = { ...base(), [field]: value, accuracy: field === 'accuracy' ? value : 5 };
    const onDropped = vi.fn();
    const stored = storableReport(report, onDropped);
    expect(stored[field]).toBeNull();
    expect(stored).toMatchObject({ latitude: 40, longitude: -75, fixTime: report.fixTime });
    if (field !== 'accuracy') expect(stored.accuracy).toBe(5);
    expect(onDropped).toHaveBeenCalledWith(report, [field]);
    // the decoder's object is left as it was
    expect(report[field]).toBe(value);
  });

  it('leaves out attributes a column cannot hold and keeps the rest', () => {
    const attributes: Record<string, string | number | boolean> = {
      fine: 'yes',
      nul: 'a\u0000b',
      surrogate: 'x\ud800',
      ['bad\u0000name']: 1,
      huge: Number.POSITIVE_INFINITY,
      long: 'y'.repeat(10_000),
    };
    for (let i = 0; i < MAX_ATTRIBUTES + 3; i++) attributes[`extra${i}`] = i;
    const onDropped = vi.fn();
    const stored = storableReport({ ...base(), attributes }, onDropped);
    expect(stored.attributes).toMatchObject({ fine: 'yes', extra0: 0 });
    expect(Object.keys(stored.attributes)).toHaveLength(MAX_ATTRIBUTES);
    for (const name of ['nul', 'surrogate', 'bad\u0000name', 'huge', 'long'])
      expect(stored.attributes).not.toHaveProperty(name);
    const [, fields] = onDropped.mock.calls[0]!;
    expect(fields).toEqual(
      expect.arrayContaining([
        'attributes."nul"',
        'attributes."huge"',
        'attributes (4 over the limit of 50)',
      ]),
    );
  });

  it('drops network lists that jsonb cannot hold', () => {
    const network = { wifiAccessPoints: [{ macAddress: 'aa:bb\u0000', signalStrength: -50 }] };
    const stored = storableReport({ ...base(), network });
    expect(stored.network).toBeNull();
    const fine = { cellTowers: [{ mcc: 262, mnc: 1, lac: 2, cid: 3 }] };
    expect(storableReport({ ...base(), network: fine }).network).toBe(fine);
  });

  it('refuses a report whose time or coordinates are unusable (decoders refuse these first)', () => {
    expect(() => storableReport({ ...base(), latitude: Number.NaN })).toThrow(/latitude/);
    expect(() => storableReport({ ...base(), longitude: 1e308 })).toThrow(/longitude/);
    expect(() => storableReport({ ...base(), fixTime: new Date(Number.NaN) })).toThrow(/time/);
  });
});

describe('DroppedValuesLog', () => {
  afterEach(() => vi.useRealTimers());

  it('sums dropped values up in one log line a period', () => {
    vi.useFakeTimers();
    const log = vi.fn();
    const dropped = new DroppedValuesLog(log, 60_000);
    dropped.note('LS1', ['temperatureC']);
    dropped.note('LS2', ['temperatureC', 'altitude']);
    expect(log).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({
      reports: 2,
      fields: { temperatureC: 2, altitude: 1 },
      example: 'LS1',
    });
    dropped.flush();
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('isStorableText and isStorableAddress', () => {
  it('take any text but NUL and half a surrogate pair, and addresses of a sane length', () => {
    expect(isStorableText('Café 😀 Straße')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('x\ude00y')).toBe(false);
    expect(isStorableAddress('1 Main St, Springfield')).toBe(true);
    expect(isStorableAddress('x'.repeat(501))).toBe(false);
  });
});
