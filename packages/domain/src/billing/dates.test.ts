import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from './dates.ts';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('calendar months in UTC', () => {
  it('keeps the day and the time of day', () => {
    expect(addMonths(utc('2025-03-15T10:30:00'), 1).toISOString()).toBe('2025-04-15T10:30:00.000Z');
    expect(addMonths(utc('2025-11-20T00:00:00'), 3).toISOString()).toBe('2026-02-20T00:00:00.000Z');
  });

  it('ends a month at its last day: 31 January + 1 month is 28 or 29 February', () => {
    expect(addMonths(utc('2025-01-31T12:00:00'), 1).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(addMonths(utc('2024-01-31T12:00:00'), 1).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    expect(addMonths(utc('2025-03-31T00:00:00'), 1).toISOString()).toBe('2025-04-30T00:00:00.000Z');
    expect(addMonths(utc('2025-01-31T00:00:00'), 2).toISOString()).toBe('2025-03-31T00:00:00.000Z');
  });

  it('goes backwards and over years', () => {
    expect(addMonths(utc('2025-03-31T00:00:00'), -1).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(addMonths(utc('2025-12-31T00:00:00'), 12).toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(addMonths(utc('2024-02-29T00:00:00'), 12).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });

  it('does not change the date it is given', () => {
    const date = utc('2025-01-31T00:00:00');
    addMonths(date, 1);
    expect(date.toISOString()).toBe('2025-01-31T00:00:00.000Z');
  });

  it('adds whole days', () => {
    expect(addDays(utc('2025-02-25T08:00:00'), 7).toISOString()).toBe('2025-03-04T08:00:00.000Z');
  });
});
