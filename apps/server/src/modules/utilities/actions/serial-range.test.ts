import { describe, expect, it } from 'vitest';
import { SERIAL_RANGE_TEXTS, serialRange } from './serial-range.ts';

const refusal = (first: string, last: string) => {
  try {
    serialRange(first, last);
  } catch (err) {
    return [(err as { statusCode: number }).statusCode, (err as Error).message];
  }
  return null;
};

describe('serialRange', () => {
  it('counts the number after the same prefix up', () => {
    expect(serialRange('LS100001', 'LS100003')).toEqual(['LS100001', 'LS100002', 'LS100003']);
    expect(serialRange('A9', 'A11')).toEqual(['A9', 'A10', 'A11']);
    expect(serialRange('T-008', 'T-011')).toEqual(['T-008', 'T-009', 'T-010', 'T-011']);
    expect(serialRange('12345', '12345')).toEqual(['12345']);
  });

  it('keeps digits past what a number holds exactly', () => {
    expect(serialRange('X123456789012345678901', 'X123456789012345678902')).toEqual([
      'X123456789012345678901',
      'X123456789012345678902',
    ]);
  });

  it('refuses serials without a number, different prefixes, widths, order and size', () => {
    expect(refusal('ABC', 'ABD')).toEqual([400, SERIAL_RANGE_TEXTS.digits]);
    expect(refusal('LS1', 'LT2')).toEqual([400, SERIAL_RANGE_TEXTS.prefix]);
    expect(refusal('T001', 'T1000')).toEqual([400, SERIAL_RANGE_TEXTS.width]);
    expect(refusal('LS100009', 'LS100001')).toEqual([400, SERIAL_RANGE_TEXTS.order]);
    expect(refusal('N1', 'N10001')).toEqual([400, 'A range of at most 10,000 items: split it.']);
  });
});
