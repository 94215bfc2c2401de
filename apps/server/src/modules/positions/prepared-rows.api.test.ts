import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { array } from './positions-write.repository.ts';
import { preparedRowsOf, rowsOf } from './sql-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.query('create table prepared_probe (n int)');
});
afterAll(() => t.close());

const total = (values: number[]) =>
  sql`select sum(x)::int as total, count(*)::int as n from unnest(${array(values)}::int[]) x`;

describe('statements kept planned under a name', () => {
  it('answers each run with its own values, however often and however many at once', async () => {
    const runs = Array.from({ length: 30 }, (_, i) => Array.from({ length: i + 1 }, (_, k) => k + i));
    const answers = await Promise.all(
      runs.map((values) =>
        preparedRowsOf<{ total: number; n: number }>(t.database.db, 'probe_total', total(values)),
      ),
    );
    expect(answers.map(([row]) => row)).toEqual(
      runs.map((values) => ({ total: values.reduce((a, b) => a + b, 0), n: values.length })),
    );
  });

  it('runs inside a transaction when given one, so a rollback takes its writes back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await preparedRowsOf(tx, 'probe_insert', sql`insert into prepared_probe (n) values (${1})`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await rowsOf(t.database.db, sql`select n from prepared_probe`)).toEqual([]);
  });
});
