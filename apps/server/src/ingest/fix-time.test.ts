import { describe, expect, it } from 'vitest';
import { checkFixTime, parseReportTime } from './fix-time.ts';
import { DecodeError } from './position-report.ts';

const at = (raw: string) => parseReportTime(raw, 'timestamp').toISOString();

describe('parseReportTime: the less common spellings trackers use', () => {
  it('reads hour-only offsets, comma fractions, lower case and missing seconds', () => {
    expect(at('2025-06-01T13:58:20+02')).toBe('2025-06-01T11:58:20.000Z');
    expect(at('2025-06-01T11:58:20,5Z')).toBe('2025-06-01T11:58:20.500Z');
    expect(at('2025-06-01t11:58:20z')).toBe('2025-06-01T11:58:20.000Z');
    expect(at('2025-06-01T11:58')).toBe('2025-06-01T11:58:00.000Z');
    expect(at(' 1748779100 ')).toBe('2025-06-01T11:58:20.000Z');
  });

  it('keeps microsecond fractions to the millisecond', () => {
    expect(at('2025-06-01T11:58:20.123456Z')).toBe('2025-06-01T11:58:20.123Z');
  });

  it('refuses impossible clock values and epoch numbers beyond any date, as a 400 not a crash', () => {
    for (const raw of [
      '2025-06-01T24:00:00Z',
      '2025-06-01 11:61:00',
      '99999999999999999999',
      '2025-06-01T10:00:00+2',
    ]) {
      expect(() => parseReportTime(raw, 'timestamp')).toThrow(DecodeError);
    }
  });
});

describe('checkFixTime', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('accepts up to 10 minutes ahead and refuses beyond', () => {
    expect(checkFixTime(new Date('2025-06-01T12:10:00Z'), now, 'timestamp')).toEqual(
      new Date('2025-06-01T12:10:00Z'),
    );
    expect(() => checkFixTime(new Date('2025-06-01T12:10:00.001Z'), now, 'timestamp')).toThrow(
      /more than 10 minutes ahead/,
    );
  });

  it('accepts fixes from 2000 on and refuses earlier ones', () => {
    expect(checkFixTime(new Date('2000-01-01T00:00:00Z'), now, 'timestamp').getUTCFullYear()).toBe(2000);
    expect(() => checkFixTime(new Date('1999-12-31T23:59:59Z'), now, 'timestamp')).toThrow(/before 2000/);
  });
});
