import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Position } from '@lodestar/contracts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { busPosition, openSocket, socketUrl, type TestSocket } from './socket.test-helper.ts';
import { localBatch } from './position-bus.test-helper.ts';

// Two API instances on one PostgreSQL database: only meaningful on PostgreSQL (PGlite has no LISTEN/NOTIFY
// across processes). *.pg.test.ts files belong to the PostgreSQL suite (`npm run test:pg`): vitest.config.ts
// includes them only when TEST_DATABASE_URL is set.
describe('realtime across two instances (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let onB: TestSocket;
  let driverOnB: TestSocket;
  let nextId = 1;

  beforeAll(async () => {
    a = await createTestApp();
    // instance B: its own pool and app on instance A's database, as a second server process would be
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    const url = await socketUrl(b);
    onB = await openSocket(url, bearer(await signIn(a.app, 'admin@acme.test')));
    driverOnB = await openSocket(url, bearer(await signIn(a.app, 'driver@acme.test')));
  });
  afterAll(async () => {
    onB?.ws.close();
    driverOnB?.ws.close();
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const storeOnA = (deviceIds: number[]): Position[] => {
    const positions = deviceIds.map((id) => busPosition(id, nextId++));
    a.app.services.positionBus.publishLocal([localBatch(a.demo.accounts.acme, positions)]);
    return positions;
  };
  const received = async (socket: TestSocket, count: number) => {
    const got: Position[] = [];
    while (got.length < count) {
      got.push(...(await socket.next('positions')).positions);
    }
    return got;
  };

  it('delivers a batch stored on instance A to a socket on instance B, filtered by access there', async () => {
    const own = a.demo.devices.driver[0]!;
    const other = a.demo.devices.acme.find((id) => !a.demo.devices.driver.includes(id))!;
    const sent = storeOnA([other, own]);
    expect(await received(onB, 2)).toEqual(sent);
    expect((await received(driverOnB, 1)).map((p) => p.device_id)).toEqual([own]);
  });

  it('splits a large batch over several notifications without losing a position', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => a.demo.devices.acme[i % a.demo.devices.acme.length]!);
    const sent = storeOnA(ids);
    const got = await received(onB, 500);
    expect(got.map((p) => p.id)).toEqual(sent.map((p) => p.id));
  });

  it('does not echo an instance its own positions twice', async () => {
    const onA = await openSocket(await socketUrl(a.app), bearer(await signIn(a.app, 'admin@acme.test')));
    const sent = storeOnA([a.demo.devices.acme[0]!]);
    expect(await received(onA, 1)).toEqual(sent);
    // B has relayed nothing back: after B's socket got it, A's socket still saw it once
    await received(onB, 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(onA.messages.filter((m) => m.type === 'positions')).toHaveLength(1);
    onA.ws.close();
  });

  it('listens again after the listening connection is cut', async () => {
    await a.database.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'lodestar-realtime' and datname = current_database()",
    );
    // reconnecting takes a moment; keep storing until B hears again
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [sent] = storeOnA([a.demo.devices.acme[1]!]);
      const heard = await onB.next('positions', 1_000).catch(() => null);
      if (heard?.positions.some((p) => p.id === sent!.id)) break;
      if (Date.now() > deadline) throw new Error('instance B never listened again');
    }
  });
});
