import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { DispatchedEvent } from './event-dispatcher.ts';

// Two instances on one PostgreSQL database dispatch each stored event exactly once between them (*.pg.test.ts).
describe('event dispatch across two instances (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  const seen = { a: [] as number[], b: [] as number[] };

  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    // a handler that takes a moment, so the two instances' passes overlap
    const recorder = (into: number[]) => async (_tx: unknown, events: DispatchedEvent[]) => {
      await delay(5);
      into.push(...events.map((e) => e.id));
    };
    a.app.services.eventDispatch.register('test-recorder', recorder(seen.a));
    b.services.eventDispatch.register('test-recorder', recorder(seen.b));
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('hands each of 500 events stored at once to one instance, once, and the admin is mailed each once, grouped', async () => {
    const [truck] = a.demo.devices.acme;
    const rows = await a.database.query<{ id: string }>(
      `insert into device_events (account_id, device_id, event_type, description, created_at)
       select $1, $2, 'sos', 'SOS alarm', now() - make_interval(secs => n) from generate_series(1, 500) n
       returning id`,
      [a.demo.accounts.acme, truck],
    );
    await Promise.all([
      a.app.services.eventDispatch.drain(),
      b.services.eventDispatch.drain(),
      a.app.services.eventDispatch.drain(),
      b.services.eventDispatch.drain(),
    ]);
    const all = [...seen.a, ...seen.b].sort((x, y) => x - y);
    expect(all).toEqual(rows.map((r) => Number(r.id)).sort((x, y) => x - y));
    const [left] = await a.database.query<{ n: number }>(
      'select count(*)::int as n from device_events where not dispatched',
    );
    expect(left!.n).toBe(0);
    // both instances told the admin about all 500 by e-mail, once each, in one mail and at most one digest
    const [told] = await a.database.query<{ n: number; events: number; mails: number }>(
      `select count(*)::int as n, count(distinct event_id)::int as events, count(distinct outbox_id)::int as mails
       from alert_deliveries where user_id = $1 and channel = 'mail' and event_id = any($2::bigint[])`,
      [a.demo.users.admin, rows.map((r) => r.id)],
    );
    expect(told).toMatchObject({ n: 500, events: 500 });
    expect(told!.mails).toBeLessThanOrEqual(2);
  }, 60_000);

  it('rolls a batch back when its connection is lost mid-way and dispatches it on the next pass', async () => {
    const [truck] = a.demo.devices.acme;
    const [row] = await a.database.query<{ id: string }>(
      `insert into device_events (account_id, device_id, event_type, description, created_at)
       values ($1, $2, 'sos', 'SOS alarm', now()) returning id`,
      [a.demo.accounts.acme, truck],
    );
    const id = Number(row!.id);
    await b.services.eventDispatch.stop();
    await a.app.services.eventDispatch.stop();
    let cut = false;
    const handled: number[] = [];
    const stop = a.app.services.eventDispatch.register('test-outage', async (tx, events) => {
      if (!cut) {
        cut = true;
        // the database ends this transaction's connection, as a restart or network cut would
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      }
      handled.push(...events.map((e) => e.id));
    });
    try {
      await expect(a.app.services.eventDispatch.drain()).rejects.toThrow();
      const [waiting] = await a.database.query<{ dispatched: boolean }>(
        'select dispatched from device_events where id = $1',
        [id],
      );
      expect(waiting!.dispatched).toBe(false);
      await a.app.services.eventDispatch.drain();
      expect(handled).toEqual([id]);
      // what the handlers wrote in the lost pass is gone with it; the alerts are written once, by the second
      const [alerts] = await a.database.query<{ n: number; outbox: number }>(
        'select count(*)::int as n, count(distinct outbox_id)::int as outbox from alert_deliveries where event_id = $1',
        [id],
      );
      expect(alerts!.n).toBeGreaterThan(0);
      expect(alerts!.outbox).toBe(alerts!.n);
    } finally {
      stop();
      a.app.services.eventDispatch.start();
      b.services.eventDispatch.start();
    }
  }, 60_000);
});
