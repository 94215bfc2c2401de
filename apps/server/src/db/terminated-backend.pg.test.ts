import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from './database.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { openSocket, socketUrl, type TestSocket } from '../realtime/socket.test-helper.ts';
import { until } from '../test/resending-tracker.test-helper.ts';

// Fault suite (issue 14, item 1): PostgreSQL ends the app's connections (pg_terminate_backend, as an admin, a
// pooler or a failover does) while the database itself stays up. Two instances on one database, so the
// LISTEN connection that carries positions between them is ended too.
describe('a terminated PostgreSQL backend', { timeout: 120_000 }, () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let onB: TestSocket;
  let onA: TestSocket;
  let token: string;
  let admin: pg.Client;
  let serial: string;
  const unhandled: unknown[] = [];
  const keep = (err: unknown) => unhandled.push(err);

  beforeAll(async () => {
    process.on('uncaughtException', keep);
    process.on('unhandledRejection', keep);
    a = await createTestApp();
    const url = a.database.pool!.options.connectionString!;
    bDatabase = await openDatabase({ url, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    token = await signIn(a.app, 'admin@acme.test');
    const subscribe = async (socket: TestSocket) => {
      socket.send({ type: 'subscribe', account_id: a.demo.accounts.acme });
      await socket.next('subscribed');
      return socket;
    };
    onA = await subscribe(await openSocket(await socketUrl(a.app), bearer(token)));
    onB = await subscribe(await openSocket(await socketUrl(b), bearer(token)));
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const [row] = await a.database.query<{ serial: string }>('select serial from devices where id = $1', [
      a.demo.devices.acme[0],
    ]);
    serial = row!.serial;
  }, 60_000);

  afterAll(async () => {
    onA?.ws.close();
    onB?.ws.close();
    await admin?.end();
    await b?.close();
    await bDatabase?.close();
    await a?.close();
    process.off('uncaughtException', keep);
    process.off('unhandledRejection', keep);
  });

  const deviceList = () =>
    a.app.inject({
      method: 'GET',
      url: `/api/accounts/${a.demo.accounts.acme}/device-list`,
      headers: bearer(token),
    });

  it('keeps serving: the next API call succeeds and live positions still cross to the other instance', async () => {
    // several idle pooled connections on both instances
    await Promise.all(Array.from({ length: 6 }, () => deviceList()));
    await Promise.all(Array.from({ length: 4 }, () => bDatabase.query('select pg_sleep(0.05)')));
    const pools = [a.database.pool!, bDatabase.pool!];
    expect(pools.every((pool) => pool.idleCount > 0)).toBe(true);

    const ended = await admin.query<{ application_name: string }>(
      `select application_name, pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and (state = 'idle' or application_name = 'lodestar-realtime')`,
    );
    expect(ended.rows.filter((r) => r.application_name === 'lodestar-realtime')).toHaveLength(2);
    expect(ended.rows.length).toBeGreaterThan(4);
    // each pool hears its connections end (the 'error' that used to end the process) and drops them
    await until(
      'the pools have dropped their ended connections',
      () => pools.every((p) => p.idleCount === 0),
      15_000,
    );

    const next = await deviceList();
    expect(next.statusCode).toBe(200);
    expect(unhandled).toEqual([]);
    // one ended connection is not an outage: nobody was told the database is unavailable
    expect(a.database.health.available).toBe(true);

    // a report stored on A reaches A's socket, and B's once B's bridge listens again (a few seconds at most)
    const firstFix = Math.floor(Date.now() / 1000) - 600;
    let heardOnB = false;
    for (let n = 0; !heardOnB; n++) {
      const report = await a.app.inject({
        method: 'GET',
        url: `/api/ingest/osmand?id=${serial}&lat=41.9&lon=-87.6&timestamp=${firstFix + n}`,
      });
      expect(report.statusCode).toBe(200);
      const heard = await onB.next('positions', 1_000).catch(() => null);
      heardOnB =
        heard?.positions.some((p) => p.timestamp === new Date((firstFix + n) * 1000).toISOString()) ?? false;
      if (n > 20) throw new Error('instance B never heard a position again');
    }
    const onASaw = await onA.next('positions', 5_000);
    expect(onASaw.positions.length).toBeGreaterThan(0);
    expect(onA.messages.concat(onB.messages).filter((m) => m.type === 'service')).toEqual([]);
    expect(unhandled).toEqual([]);
  });
});
