import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { users } from '../../db/schema/index.ts';
import { LINK_GONE, NOT_YOURS } from './file-download.routes.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'dispatch' | 'driver' | 'maria', string>;
const CSV = '\uFEFFTracker,Latitude\r\nVan 07,41.88\r\n';

async function userId(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A file made for `email` in Acme, as the e-mailed files service saves it. */
async function fileFor(email: string, expiresAt = new Date(Date.now() + 86_400_000)) {
  return t.app.services.files.save(
    {
      kind: 'positions-csv',
      accountId: t.demo.accounts.acme,
      userId: await userId(email),
      name: 'positions-2026-01-10.csv',
      contentType: 'text/csv; charset=utf-8',
      expiresAt,
    },
    [CSV],
  );
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['dispatch', 'dispatch@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
  ] as const)
    tokens[key] = await signIn(t.app, email);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/downloads/{fileId}', () => {
  it('streams the file to the user who asked for it, as an attachment of its size and type', async () => {
    const file = await fileFor('admin@acme.test');
    const res = await get(`/api/downloads/${file.id}`, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CSV);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(CSV));
    expect(res.headers['content-disposition']).toBe('attachment; filename="positions-2026-01-10.csv"');
  });

  it('lets a devices-role member download their own file', async () => {
    const file = await fileFor('driver@acme.test');
    const res = await get(`/api/downloads/${file.id}`, tokens.driver);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CSV);
  });

  it('needs a session: 401 without one', async () => {
    const file = await fileFor('admin@acme.test');
    for (const url of [`/api/downloads/${file.id}`, `/api/downloads/${file.id}/info`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("is not found for anyone else: a colleague in the same account, another account's user", async () => {
    const file = await fileFor('admin@acme.test');
    for (const token of [tokens.dispatch, tokens.driver, tokens.maria]) {
      for (const url of [`/api/downloads/${file.id}`, `/api/downloads/${file.id}/info`]) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: NOT_YOURS });
      }
    }
  });

  it('is gone once its link expired, and for an unknown or still unfinished file', async () => {
    const expired = await fileFor('admin@acme.test', new Date(Date.now() - 1000));
    const unfinished = 'half-written-file-id';
    await t.database.db.execute(sql`
      insert into generated_files (id, kind, account_id, user_id, name, content_type, expires_at)
      values (${unfinished}, 'positions-csv', ${t.demo.accounts.acme}, ${await userId('admin@acme.test')},
        'x.csv', 'text/csv', now() + interval '1 day')`);
    for (const id of [expired.id, 'no-such-file', unfinished]) {
      const res = await get(`/api/downloads/${id}`, tokens.admin);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: LINK_GONE });
      expect((await get(`/api/downloads/${id}/info`, tokens.admin)).statusCode).toBe(404);
    }
  });

  it('refuses a file id that cannot be one with a 4xx and a message', async () => {
    const res = await get(`/api/downloads/${'x'.repeat(101)}`, tokens.admin);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('GET /api/downloads/{fileId}/info', () => {
  it("answers the file's name, size, type and when its link expires, for the download page", async () => {
    const file = await fileFor('driver@acme.test');
    const res = await get(`/api/downloads/${file.id}/info`, tokens.driver);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        name: 'positions-2026-01-10.csv',
        size: Buffer.byteLength(CSV),
        content_type: 'text/csv; charset=utf-8',
        created_at: file.createdAt.toISOString(),
        expires_at: file.expiresAt.toISOString(),
      },
    });
  });
});

describe('the OpenAPI document', () => {
  it('lists the download and its info under Downloads', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    expect(doc.paths['/api/downloads/{fileId}']?.get?.tags).toEqual(['Downloads']);
    expect(doc.paths['/api/downloads/{fileId}/info']?.get?.tags).toEqual(['Downloads']);
  });
});
