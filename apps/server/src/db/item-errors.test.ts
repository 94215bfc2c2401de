import { describe, expect, it } from 'vitest';
import { mayBeOneBadItem } from './item-errors.ts';

const dbError = (code: string, message = 'database error') => Object.assign(new Error(message), { code });

describe('mayBeOneBadItem', () => {
  it('is true for a value or row the database refused, also when wrapped by the query builder', () => {
    expect(mayBeOneBadItem(dbError('22003', '"1e+308" is out of range for type real'))).toBe(true);
    expect(mayBeOneBadItem(dbError('22P05', 'unsupported Unicode escape sequence'))).toBe(true);
    expect(mayBeOneBadItem(dbError('23514', 'violates check constraint'))).toBe(true);
    expect(mayBeOneBadItem(new Error('Failed query', { cause: dbError('22021') }))).toBe(true);
  });

  it('is true for a value the parameter encoders could not write (no SQLSTATE)', () => {
    expect(mayBeOneBadItem(new RangeError('The value of "value" is out of range'))).toBe(true);
    expect(mayBeOneBadItem(new TypeError('Do not know how to serialize a BigInt'))).toBe(true);
  });

  it('is false for other errors without a SQLSTATE, such as a database closed at shutdown', () => {
    expect(mayBeOneBadItem(new Error('Cannot use a pool after calling end on the pool'))).toBe(false);
    expect(mayBeOneBadItem(new Error('PGlite is closed'))).toBe(false);
  });

  it('is false when the database is away or in trouble as a whole', () => {
    expect(mayBeOneBadItem(dbError('57P01', 'terminating connection due to administrator command'))).toBe(
      false,
    );
    expect(mayBeOneBadItem(dbError('08006'))).toBe(false);
    expect(mayBeOneBadItem(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(mayBeOneBadItem(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(mayBeOneBadItem(dbError('53100', 'could not extend file: No space left on device'))).toBe(false);
    expect(mayBeOneBadItem(dbError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(mayBeOneBadItem(dbError('40P01', 'deadlock detected'))).toBe(false);
  });
});
