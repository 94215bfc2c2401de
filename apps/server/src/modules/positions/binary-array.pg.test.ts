import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ARRAY_TYPE, binaryArray, type ElementType, type ElementValue } from './binary-array.ts';
import { arrayLiteral } from './positions-write.repository.ts';

// Binary array parameters are node-postgres only (*.pg.test.ts: the PostgreSQL suite); PGlite gets text literals.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the database reads from the binary array, and from the text literal of the same values, as text. */
async function readBoth(type: ElementType, values: ElementValue[]) {
  const cast = ARRAY_TYPE[type];
  const pool = t.database.pool!;
  const sql = `select array_to_json($1::${cast})::text as json`;
  const [binary] = (await pool.query<{ json: string }>(sql, [binaryArray(type, values)])).rows;
  const [text] = (await pool.query<{ json: string }>(sql, [arrayLiteral(values)])).rows;
  return { binary: binary!.json, text: text!.json };
}

describe('binary array parameters', () => {
  it.each<[ElementType, ElementValue[]]>([
    ['int2', [0, 100, -5, null, 32767]],
    ['int4', [1, 2_000_000_000, -7, null]],
    ['float4', [7.4, -87.629799, 0, null, 1e-7, 25.5]],
    ['float8', [41.878113, -87.629799, 0, null, 123456789.125, -1e-300]],
    ['bool', [true, false, null]],
    ['text', ['gps', '', 'Near Springfield, IL, US', 'ünï "quoted" \\ {braces}', null, 'NULL']],
    ['jsonb', ['{"result":"ok"}', null, '{"k":"ünï","n":1.5}']],
  ])('reads %s elements exactly as the text literal of the same values', async (type, values) => {
    const { binary, text } = await readBoth(type, values);
    expect(binary).toBe(text);
  });

  it('reads times to the millisecond, before and after 2000, and null', async () => {
    const times = [
      new Date('2026-11-22T05:14:07.123Z'),
      new Date('1999-12-31T23:59:59.999Z'),
      new Date('2000-01-01T00:00:00.000Z'),
      null,
      new Date('1970-01-01T00:00:00.001Z'),
    ];
    const { binary, text } = await readBoth('timestamptz', times);
    expect(binary).toBe(text);
    const [row] = (
      await t.database.pool!.query<{ ms: number[] }>(
        'select array_agg((extract(epoch from x) * 1000)::float8) as ms from unnest($1::timestamptz[]) x',
        [binaryArray('timestamptz', times)],
      )
    ).rows;
    expect(row!.ms).toEqual(times.map((d) => d?.getTime() ?? null));
  });

  it('sends an empty array as one', async () => {
    const { binary } = await readBoth('int4', []);
    expect(binary).toBe('[]');
  });
});
