import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { EMAILED_FILE_CHANNEL } from './emailed-files.ts';

// Two API instances on one PostgreSQL database (issue 27 item 4): an e-mailed file is made and mailed once
// although both work the outbox at the same time, and its link opens on the instance that did not make it.
describe('e-mailed files with two instances (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let admin: string;

  const outboxDir = () => path.join(a.config.DATA_DIR, 'outbox');
  const mails = async () => {
    const files = await readdir(outboxDir()).catch(() => []);
    return Promise.all(files.map((f) => readFile(path.join(outboxDir(), f), 'utf8')));
  };
  const drainBoth = () => Promise.all([a.app.services.outbox.drain(), b.services.outbox.drain()]);

  beforeAll(async () => {
    a = await createTestApp({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lodestar-files-pg-')) });
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    // the same configuration: the mails of both instances land in one outbox folder
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    admin = await signIn(a.app, 'admin@acme.test');
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
    await rm(a.config.DATA_DIR, { recursive: true, force: true });
  });

  it('makes and mails each requested file once, and its link downloads on the other instance', async () => {
    const asked = 5;
    for (let i = 0; i < asked; i++) {
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/report-builder/',
        headers: bearer(admin),
        payload: {
          type: 'positions',
          response_type: 'send_email',
          filters: { account_id: a.demo.accounts.acme, only_current_positions: true },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await expect
      .poll(
        async () => {
          await drainBoth();
          return (await mails()).length;
        },
        { timeout: 20_000 },
      )
      .toBe(asked);
    await drainBoth();
    expect(await mails()).toHaveLength(asked);
    const files = await rowsOf<{ id: string }>(a.database.db, sql`select id from generated_files`);
    expect(files).toHaveLength(asked);
    const made = await rowsOf<{ status: string; attempts: number }>(
      a.database.db,
      sql`select status, attempts from outbox where channel = ${EMAILED_FILE_CHANNEL}`,
    );
    expect(made).toEqual(Array.from({ length: asked }, () => ({ status: 'sent', attempts: 1 })));

    const linked = (await mails()).map((m) => /\/downloads\/([\w-]+)/.exec(m.replace(/=\r?\n/g, ''))![1]!);
    expect(new Set(linked)).toEqual(new Set(files.map((f) => f.id)));
    for (const fileId of linked) {
      const onB = await b.inject({ method: 'GET', url: `/api/downloads/${fileId}`, headers: bearer(admin) });
      expect(onB.statusCode).toBe(200);
      expect(onB.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(onB.body).toContain('Tracker');
    }
  }, 60_000);

  it('keeps a file asked for on an instance that stopped, for the other to make (a restart)', async () => {
    await a.app.services.outbox.stop();
    const before = (await mails()).length;
    const res = await a.app.inject({
      method: 'GET',
      url: `/api/accounts/${a.demo.accounts.acme}/geofence-events?download=1`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(
        async () => {
          await b.services.outbox.drain();
          return (await mails()).length;
        },
        { timeout: 20_000 },
      )
      .toBe(before + 1);
    const mail = (await mails()).find((m) => m.includes('Your geofence events CSV is ready'));
    const fileId = /\/downloads\/([\w-]+)/.exec(mail!.replace(/=\r?\n/g, ''))![1]!;
    const onA = await a.app.inject({
      method: 'GET',
      url: `/api/downloads/${fileId}`,
      headers: bearer(admin),
    });
    expect(onA.statusCode).toBe(200);
    expect(onA.body).toContain('Geofence');
  }, 60_000);
});
