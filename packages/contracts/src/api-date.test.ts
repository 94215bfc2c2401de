import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_DATE_TEXTS,
  apiDate,
  apiDateText,
  apiLocalDateTimeText,
  isApiInstant,
  parseApiDate,
} from './api-date.ts';

/** What issue 26 found answering 500: dates JavaScript takes and PostgreSQL's timestamptz does not, or not as sent. */
const OUT_OF_RANGE = [
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '+010000-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
];

const instant = (text: string, dateOnly?: 'start' | 'end' | 'refuse') => {
  const result = parseApiDate(text, dateOnly);
  return result.ok ? result.date.toISOString() : result.reason;
};

describe('the API date parser', () => {
  it('reads ISO 8601 dates and date-times, with Z, an offset, or none (UTC)', () => {
    expect(instant('2026-01-31T08:00:00Z')).toBe('2026-01-31T08:00:00.000Z');
    expect(instant('2026-01-31T08:00:00.123456+02:00')).toBe('2026-01-31T06:00:00.123Z');
    expect(instant('2026-01-31T08:00-0530')).toBe('2026-01-31T13:30:00.000Z');
    expect(instant('2026-01-31 08:00:00')).toBe('2026-01-31T08:00:00.000Z');
    expect(instant(' 2026-01-31t08:00:00z ')).toBe('2026-01-31T08:00:00.000Z');
  });

  it('reads a date alone as its first or last millisecond in UTC, or refuses it where a time is needed', () => {
    expect(instant('2026-01-31')).toBe('2026-01-31T00:00:00.000Z');
    expect(instant('2026-01-31', 'end')).toBe('2026-01-31T23:59:59.999Z');
    expect(instant('2026-01-31', 'refuse')).toBe('format');
  });

  it('takes the first and last instants of years 0001 to 9999', () => {
    expect(instant('0001-01-01T00:00:00Z')).toBe('0001-01-01T00:00:00.000Z');
    expect(instant('9999-12-31T23:59:59.999Z')).toBe('9999-12-31T23:59:59.999Z');
    expect(instant('9999-12-31T23:59:59+14:00')).toBe('9999-12-31T09:59:59.000Z');
    expect(instant('0001-01-01T10:00:00+09:00')).toBe('0001-01-01T01:00:00.000Z');
  });

  it('refuses what the database cannot hold: year 0, expanded years, and offsets past the range', () => {
    expect(OUT_OF_RANGE.map((text) => instant(text))).toEqual([
      'format',
      'format',
      'format',
      'range',
      'range',
    ]);
    expect(instant('0001-01-01T00:00:00+00:01')).toBe('range');
  });

  it('refuses impossible calendar fields and other spellings Date.parse would take', () => {
    for (const text of [
      '2026-02-30',
      '2026-13-01T00:00:00Z',
      '2026-01-31T24:00:00Z',
      '2026-01-31T08:60:00Z',
      '2026-01-31T08:00:00+24:00',
      'Jan 31 2026',
      '1769846400000',
      '2026-1-31',
      '',
    ])
      expect(instant(text), text).toBe('format');
  });

  it('isApiInstant keeps to the same range', () => {
    expect(isApiInstant(Date.parse('0001-01-01T00:00:00Z'))).toBe(true);
    expect(isApiInstant(Date.parse('9999-12-31T23:59:59.999Z'))).toBe(true);
    expect(isApiInstant(Date.parse('0000-12-31T23:59:59.999Z'))).toBe(false);
    expect(isApiInstant(Date.parse('+010000-01-01T00:00:00Z'))).toBe(false);
    expect(isApiInstant(Number.NaN)).toBe(false);
  });
});

describe('the API date schemas', () => {
  const query = z.object({
    date_from: apiDate().optional(),
    date_to: apiDate({ dateOnly: 'end' }).optional(),
  });

  it('give Dates to the server, and refuse each bad value with an issue on its field', () => {
    expect(query.parse({ date_from: '2026-01-31', date_to: '2026-01-31' })).toEqual({
      date_from: new Date('2026-01-31T00:00:00.000Z'),
      date_to: new Date('2026-01-31T23:59:59.999Z'),
    });
    for (const text of OUT_OF_RANGE) {
      const result = query.safeParse({ date_to: text });
      expect(result.success, text).toBe(false);
      expect(result.error?.issues.map((i) => i.path)).toEqual([['date_to']]);
    }
    expect(query.safeParse({ date_from: '9999-12-31T23:59:59-14:00' }).error?.issues[0]?.message).toBe(
      API_DATE_TEXTS.range,
    );
  });

  it('apiDateText answers the instant as UTC text', () => {
    expect(apiDateText().parse('2026-01-31T08:00:00+02:00')).toBe('2026-01-31T06:00:00.000Z');
    expect(apiDateText().safeParse('+275760-09-13T00:00:00.000Z').success).toBe(false);
  });

  it('apiLocalDateTimeText keeps a wall time for the user zone, and refuses the out-of-range values', () => {
    const local = apiLocalDateTimeText();
    expect(local.parse('2026-01-31 08:00:00')).toBe('2026-01-31 08:00:00');
    expect(local.safeParse('2026-01-31').success).toBe(false);
    for (const text of OUT_OF_RANGE) expect(local.safeParse(text).success, text).toBe(false);
  });

  it('are described as date-time strings in the API documentation', () => {
    expect(z.toJSONSchema(query, { io: 'input' }).properties).toEqual({
      date_from: { type: 'string', format: 'date-time' },
      date_to: { type: 'string', format: 'date-time' },
    });
  });
});
