import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { array, arrayLiteral } from './positions-write.repository.ts';
import { rowsOf } from './sql-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('array literals for batch parameters', () => {
  it('round-trips awkward text, nulls, numbers and booleans on the database', async () => {
    const texts = [
      'plain',
      '',
      'NULL',
      'a,b',
      '{x}',
      'quote " and \\ backslash',
      ' spaced ',
      'ünï',
      null,
      '{"k":"v\\"w"}',
    ];
    const numbers = [0, -1.5, 1e-7, 123456789.125, null, 1_700_000_000_123];
    const flags = [true, false, null];
    const [row] = await rowsOf<{ t: string[]; n: number[]; b: (boolean | null)[] }>(
      t.database.db,
      sql`select ${array(texts)}::text[] as t, ${array(numbers)}::float8[] as n, ${array(flags)}::bool[] as b`,
    );
    expect(row!.t).toEqual(texts);
    expect(row!.n.map((v) => (v === null ? null : Number(v)))).toEqual(numbers);
    expect(row!.b).toEqual(flags);
  });

  it('writes an empty array as {}', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral([1, null, 'a"b'])).toBe('{1,NULL,"a\\"b"}');
  });
});
