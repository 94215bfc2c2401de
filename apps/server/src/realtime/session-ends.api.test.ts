import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SOCKET_CLOSE } from '@lodestar/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test/test-app.ts';
import { bearer, browser, signIn } from '../modules/session/sign-in.test-helper.ts';
import { busPosition, openSocket, quietPeriod, socketUrl } from './socket.test-helper.ts';
import { localBatch } from './position-bus.test-helper.ts';

// Sockets end with their sign-in at once (issue 14 item 12): no recheck is triggered by these tests; the hub's
// periodic recheck is a minute away.
let t: TestApp;
let url: string;
let positionId = 1;

beforeAll(async () => {
  t = await createTestApp();
  url = await socketUrl(t.app);
});
afterAll(() => t.close());

const ENDED = { code: SOCKET_CLOSE.sessionEnded, reason: 'Session ended' };
/** Closes within a second, far sooner than any recheck. */
const closedSoon = (socket: { closed: Promise<unknown> }) =>
  Promise.race([
    socket.closed,
    new Promise((_, reject) => setTimeout(() => reject(new Error('socket still open after 1 s')), 1_000)),
  ]);
const publishAcme = () => {
  const positions = t.demo.devices.acme.slice(0, 2).map((id) => busPosition(id, positionId++));
  t.app.services.positionBus.publishLocal([localBatch(t.demo.accounts.acme, positions)]);
};

describe('sockets end with their sign-in', () => {
  it('closes the socket right after DELETE /api/token with the code the web app treats as signed out', async () => {
    const token = await signIn(t.app, 'admin@acme.test');
    const other = await signIn(t.app, 'admin@acme.test');
    const socket = await openSocket(url, bearer(token));
    const otherSession = await openSocket(url, bearer(other));
    const signOut = await t.app.inject({ method: 'DELETE', url: '/api/token', headers: bearer(token) });
    expect(signOut.statusCode).toBe(204);
    expect(await closedSoon(socket)).toEqual(ENDED);

    // the same user's other sign-in keeps its socket and its positions
    publishAcme();
    expect((await otherSession.next('positions')).positions).toHaveLength(2);
    expect(otherSession.ws.readyState).toBe(otherSession.ws.OPEN);
    expect(socket.messages.filter((m) => m.type === 'positions')).toEqual([]);
    otherSession.ws.close();
  });

  it('closes the sockets of a browser signing out with its cookie', async () => {
    const token = await signIn(t.app, 'driver@acme.test');
    const cookies = browser({ [SESSION_COOKIE]: token });
    const socket = await openSocket(url, { cookie: cookies.cookie, origin: 'http://localhost:3000' });
    const signOut = await t.app.inject({ method: 'DELETE', url: '/api/token', headers: cookies });
    expect(signOut.statusCode).toBe(204);
    expect(await closedSoon(socket)).toEqual(ENDED);
  });

  it("closes the other sessions' sockets when the password changes, and keeps the one that changed it", async () => {
    const email = 'maria@rivera.test';
    const here = await signIn(t.app, email);
    const elsewhere = await signIn(t.app, email);
    const keep = await openSocket(url, bearer(here));
    const lose = await openSocket(url, bearer(elsewhere));
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: bearer(here),
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'a-new-password-1',
        password_confirmation: 'a-new-password-1',
      },
    });
    expect(change.statusCode).toBe(204);
    expect(await closedSoon(lose)).toEqual(ENDED);
    await quietPeriod();
    expect(keep.ws.readyState).toBe(keep.ws.OPEN);
    keep.ws.close();
  });

  it('closes the sockets opened under an imitation when it ends; the admin keeps theirs', async () => {
    const ops = await signIn(t.app, 'ops@lodestar.test');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/imitate',
      headers: bearer(ops),
      payload: { user_id: t.demo.users.admin },
    });
    expect(started.statusCode).toBe(200);
    const imitation = started.json().data.imitation_token as string;
    const asUser = await openSocket(url, bearer(imitation));
    const asAdmin = await openSocket(url, bearer(ops));
    const ended = await t.app.inject({ method: 'DELETE', url: '/api/imitate', headers: bearer(imitation) });
    expect(ended.statusCode).toBe(204);
    expect(await closedSoon(asUser)).toEqual(ENDED);
    await quietPeriod();
    expect(asAdmin.ws.readyState).toBe(asAdmin.ws.OPEN);
    asAdmin.ws.close();
  });

  it("stops a devices-role member's positions of a tracker at once when it is taken from them", async () => {
    const driver = await signIn(t.app, 'driver@acme.test');
    const admin = await signIn(t.app, 'admin@acme.test');
    const [van] = t.demo.devices.driver as [number];
    const socket = await openSocket(url, bearer(driver));
    const publishVan = () =>
      t.app.services.positionBus.publishLocal([
        localBatch(t.demo.accounts.acme, [busPosition(van, positionId++)]),
      ]);
    publishVan();
    expect((await socket.next('positions')).positions.map((p) => p.device_id)).toEqual([van]);

    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/devices/${van}/users`,
      headers: bearer(admin),
      payload: { users: [] },
    });
    expect(taken.statusCode).toBe(200);
    // the recheck runs on the announcement; give it a moment, far less than the periodic minute
    await quietPeriod();
    publishVan();
    await quietPeriod();
    expect(socket.messages.filter((m) => m.type === 'positions')).toHaveLength(1);
    socket.ws.close();
  });

  it("closes the old account API token's socket when the token is reset", async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
        headers: bearer(admin),
      });
    const first = await reset();
    expect(first.statusCode).toBe(200);
    const socket = await openSocket(url, bearer(first.json().data.api_token));
    expect((await reset()).statusCode).toBe(200);
    expect(await closedSoon(socket)).toEqual(ENDED);
  });

  it('keeps the live sockets of a user whose sessions are checked again', async () => {
    const live = await signIn(t.app, 'driver@acme.test');
    const socket = await openSocket(url, bearer(live));
    t.app.services.realtime.sessionsEnded({ userIds: [t.demo.users.driver] });
    await quietPeriod();
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.ws.close();
  });
});
