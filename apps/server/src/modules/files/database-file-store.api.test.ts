import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../positions/sql-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { chunksOf, DatabaseFileStore } from './database-file-store.ts';
import type { NewGeneratedFile } from './file-store.ts';

let t: TestApp;
let store: DatabaseFileStore;
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);
const fileOf = (over: Partial<NewGeneratedFile> = {}): NewGeneratedFile => ({
  kind: 'test-csv',
  accountId: t.demo.accounts.acme,
  userId: null,
  name: 'vans.csv',
  contentType: 'text/csv; charset=utf-8',
  expiresAt: inAWeek(),
  ...over,
});
const bytesOf = async (id: string) => {
  const parts: Uint8Array[] = [];
  for await (const chunk of store.read(id)) parts.push(chunk);
  return Buffer.concat(parts);
};
const chunkRows = (id: string) =>
  rowsOf<{ seq: number; bytes: number }>(
    t.database.db,
    sql`select seq, octet_length(data) as bytes from generated_file_chunks where file_id = ${id} order by seq`,
  );
const fileCount = async () =>
  Number((await rowsOf<{ n: string }>(t.database.db, sql`select count(*) as n from generated_files`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  // small chunks, so a few kilobytes span several rows
  store = new DatabaseFileStore(t.database.db, 1000);
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from generated_files`);
});

describe('the database file store', () => {
  it('saves a body of text and bytes in chunks and reads back the same bytes', async () => {
    const line = 'Van 07,2026-01-10 00:00:00,41.88,-87.63\r\n';
    async function* body() {
      for (let i = 0; i < 60; i++) yield i % 2 ? line : new TextEncoder().encode(line);
      yield new Uint8Array([0xef, 0xbb, 0xbf]);
    }
    const saved = await store.save(fileOf(), body());
    const expected = Buffer.concat([
      ...Array.from({ length: 60 }, () => Buffer.from(line)),
      Buffer.from([0xef, 0xbb, 0xbf]),
    ]);
    expect(saved).toMatchObject({ name: 'vans.csv', size: expected.length, kind: 'test-csv' });
    expect(saved.id).toMatch(/^[\w-]{27}$/);
    expect(await bytesOf(saved.id)).toEqual(expected);
    const rows = await chunkRows(saved.id);
    expect(rows.map((r) => r.seq)).toEqual([0, 1, 2]);
    expect(rows.map((r) => Number(r.bytes))).toEqual([1000, 1000, expected.length - 2000]);
    expect(await store.find(saved.id)).toMatchObject({ id: saved.id, size: expected.length });
  });

  it('shows a file only once all of it is saved', async () => {
    let seenWhileWriting: { id: string; completed_at: unknown }[] = [];
    let foundWhileWriting: unknown = 'not looked';
    async function* body() {
      yield 'x'.repeat(2500);
      seenWhileWriting = await rowsOf(t.database.db, sql`select id, completed_at from generated_files`);
      foundWhileWriting = await store.find(seenWhileWriting[0]!.id);
      yield 'y';
    }
    const saved = await store.save(fileOf(), body());
    expect(seenWhileWriting).toEqual([{ id: saved.id, completed_at: null }]);
    expect(foundWhileWriting).toBeNull();
    expect((await store.find(saved.id))?.size).toBe(2501);
  });

  it('leaves nothing behind when the body fails half way', async () => {
    async function* body() {
      yield 'x'.repeat(2500);
      throw new Error('database gone');
    }
    await expect(store.save(fileOf(), body())).rejects.toThrow('database gone');
    expect(await fileCount()).toBe(0);
    expect(await rowsOf(t.database.db, sql`select file_id from generated_file_chunks`)).toEqual([]);
  });

  it('does not show an expired file, and removes expired and abandoned files but keeps live ones', async () => {
    const live = await store.save(fileOf(), ['live']);
    const expired = await store.save(fileOf({ expiresAt: new Date(Date.now() - 1000) }), ['old']);
    expect(await store.find(expired.id)).toBeNull();
    // a writer that died six hours ago left this one incomplete
    await t.database.db.execute(sql`
      insert into generated_files (id, kind, name, content_type, created_at, expires_at)
      values ('abandoned', 'test-csv', 'x.csv', 'text/csv', now() - interval '7 hours', now() + interval '1 day')`);
    expect(await store.removeExpired()).toBe(2);
    expect(await fileCount()).toBe(1);
    expect((await store.find(live.id))?.name).toBe('vans.csv');
    expect(await chunkRows(expired.id)).toEqual([]);
    expect(await store.removeExpired()).toBe(0);
  });

  it('finds nothing for an unknown id', async () => {
    expect(await store.find('no-such-file')).toBeNull();
    expect(await bytesOf('no-such-file')).toEqual(Buffer.alloc(0));
  });
});

describe('chunksOf', () => {
  it('gathers pieces of any size into chunks of the size asked, the last one shorter', async () => {
    const out: number[] = [];
    for await (const c of chunksOf(['abc', 'defghij', 'k', new Uint8Array(7)], 4)) out.push(c.byteLength);
    expect(out).toEqual([4, 4, 4, 4, 2]);
  });
});
