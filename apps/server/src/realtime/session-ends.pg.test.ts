import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SOCKET_CLOSE } from '@lodestar/contracts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test/test-app.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { openSocket, quietPeriod, socketUrl } from './socket.test-helper.ts';

// Two API instances on one PostgreSQL database (see postgres-bridge.pg.test.ts): a sign-out on one closes the
// sockets of that sign-in on the other at once, through NOTIFY on the sessions channel.
describe('sockets end with their sign-in on every instance (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let urlOfB: string;

  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    urlOfB = await socketUrl(b);
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const closedWithin = (socket: { closed: Promise<unknown> }, ms: number) =>
    Promise.race([
      socket.closed,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)),
    ]);

  it('closes the socket on instance B right after signing out on instance A', async () => {
    const token = await signIn(a.app, 'admin@acme.test');
    const keeperToken = await signIn(a.app, 'admin@acme.test');
    const socket = await openSocket(urlOfB, bearer(token));
    const keeper = await openSocket(urlOfB, bearer(keeperToken));
    const res = await a.app.inject({ method: 'DELETE', url: '/api/token', headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    expect(await closedWithin(socket, 2_000)).toEqual({
      code: SOCKET_CLOSE.sessionEnded,
      reason: 'Session ended',
    });
    await quietPeriod();
    expect(keeper.ws.readyState).toBe(keeper.ws.OPEN);
    keeper.ws.close();
  });

  it("closes the other sessions' sockets on instance B when the password changes on instance A", async () => {
    const here = await signIn(a.app, 'maria@rivera.test');
    const elsewhere = await signIn(a.app, 'maria@rivera.test');
    const lose = await openSocket(urlOfB, bearer(elsewhere));
    const keep = await openSocket(urlOfB, bearer(here));
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: bearer(here),
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'a-new-password-1',
        password_confirmation: 'a-new-password-1',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(await closedWithin(lose, 2_000)).toEqual({
      code: SOCKET_CLOSE.sessionEnded,
      reason: 'Session ended',
    });
    await quietPeriod();
    expect(keep.ws.readyState).toBe(keep.ws.OPEN);
    keep.ws.close();
  });
});
