import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SOCKET_CLOSE, type Position } from '@lodestar/contracts';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { busPosition, openSocket, quietPeriod, socketUrl, type TestSocket } from './socket.test-helper.ts';
import { localBatch } from './position-bus.test-helper.ts';

let t: TestApp;
let url: string;
const tokens = {} as Record<'admin' | 'driver' | 'maria' | 'ops', string>;
let positionId = 1;
let otherTracker: number;

beforeAll(async () => {
  t = await createTestApp();
  url = await socketUrl(t.app);
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
    ['ops', 'ops@lodestar.test'],
  ] as const) {
    tokens[key] = await signIn(t.app, email);
  }
  otherTracker = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
});
afterAll(() => t.close());

const publish = (accountId: number, deviceIds: number[]) => {
  const positions = deviceIds.map((id) => busPosition(id, positionId++));
  t.app.services.positionBus.publishLocal([localBatch(accountId, positions)]);
  return positions;
};
const deviceIdsOf = (message: { positions?: Position[] }) =>
  message.positions!.map((p) => p.device_id).sort();

describe('WebSocket /api/socket: connecting', () => {
  it('refuses an upgrade without a session with 401', async () => {
    await expect(openSocket(url, {})).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(url, bearer('not-a-token'))).rejects.toMatchObject({ status: 401 });
  });

  it('greets a bearer or cookie sign-in with hello, the user id and the accounts watched', async () => {
    const socket = await openSocket(url, bearer(tokens.admin));
    expect(socket.messages[0]).toEqual({
      type: 'hello',
      user_id: t.demo.users.admin,
      account_ids: [t.demo.accounts.acme, t.demo.accounts.rivera].sort((a, b) => a - b),
    });
    socket.ws.close();
    const cookie = { cookie: `${SESSION_COOKIE}=${tokens.driver}` };
    const fromOurPage = await openSocket(url, { ...cookie, origin: t.config.PUBLIC_URL });
    expect(fromOurPage.messages[0]).toMatchObject({ type: 'hello', user_id: t.demo.users.driver });
    fromOurPage.ws.close();
  });

  it("keeps an account API token's socket to its own account", async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${t.demo.accounts.acme}/reset-token`,
      headers: bearer(tokens.admin),
    });
    const socket = await openSocket(url, bearer(reset.json().data.api_token));
    expect(socket.messages[0]).toMatchObject({ account_ids: [t.demo.accounts.acme] });
    socket.send({ type: 'subscribe', account_id: t.demo.accounts.rivera });
    expect((await socket.next('error')).message).toBe(
      `Cannot watch account ${t.demo.accounts.rivera}: Access denied`,
    );
    socket.ws.close();
  });

  it("refuses a cookie sign-in from another site's page (cross-site WebSocket hijacking)", async () => {
    const cookie = { cookie: `${SESSION_COOKIE}=${tokens.admin}` };
    await expect(openSocket(url, { ...cookie, origin: 'https://evil.example' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(openSocket(url, { ...cookie, origin: 'null' })).rejects.toMatchObject({ status: 403 });
    // our own host on another port is another site: any program there could serve the page
    const ours = new URL(t.config.PUBLIC_URL);
    for (const port of ['9999', String(Number(new URL(url).port) + 1)]) {
      const elsewhere = `${ours.protocol}//${ours.hostname}:${port}`;
      await expect(openSocket(url, { ...cookie, origin: elsewhere }), elsewhere).rejects.toMatchObject({
        status: 403,
      });
    }
    // a bearer token cannot be ridden by another page, so Origin does not matter for it
    const api = await openSocket(url, { ...bearer(tokens.admin), origin: 'https://integration.example' });
    api.ws.close();
  });
});

describe('WebSocket /api/socket: positions', () => {
  let admin: TestSocket;
  let driver: TestSocket;
  let maria: TestSocket;
  beforeAll(async () => {
    [admin, driver, maria] = await Promise.all([
      openSocket(url, bearer(tokens.admin)),
      openSocket(url, bearer(tokens.driver)),
      openSocket(url, bearer(tokens.maria)),
    ]);
  });
  afterAll(() => [admin, driver, maria].forEach((s) => s.ws.close()));

  it("sends each socket only the trackers it may see: the driver gets its own, not the fleet's", async () => {
    const own = t.demo.devices.driver[0]!;
    publish(t.demo.accounts.acme, [otherTracker, own]);
    expect(deviceIdsOf(await admin.next('positions'))).toEqual([otherTracker, own].sort());
    expect(deviceIdsOf(await driver.next('positions'))).toEqual([own]);

    publish(t.demo.accounts.acme, [otherTracker]);
    await admin.next('positions');
    await quietPeriod();
    expect(driver.messages.filter((m) => m.type === 'positions')).toHaveLength(1);
    expect(maria.messages.filter((m) => m.type === 'positions')).toHaveLength(0);
  });

  it('batches positions arriving within a tick into one message', async () => {
    const before = admin.messages.length;
    for (let i = 0; i < 50; i++) publish(t.demo.accounts.rivera, [t.demo.devices.rivera[i % 3]!]);
    const message = await admin.next('positions');
    expect(message.positions).toHaveLength(50);
    await quietPeriod();
    expect(admin.messages.length - before).toBe(1);
    expect(maria.messages.filter((m) => m.type === 'positions').at(-1)).toEqual(message);
  });

  it('lets a socket choose one account, and refuses an account that is not the user’s with an error', async () => {
    const socket = await openSocket(url, bearer(tokens.admin));
    socket.send({ type: 'subscribe', account_id: t.demo.accounts.acme });
    expect(await socket.next('subscribed')).toEqual({ type: 'subscribed', account_id: t.demo.accounts.acme });
    publish(t.demo.accounts.rivera, [t.demo.devices.rivera[0]!]);
    publish(t.demo.accounts.acme, [otherTracker]);
    expect(deviceIdsOf(await socket.next('positions'))).toEqual([otherTracker]);

    maria.send({ type: 'subscribe', account_id: t.demo.accounts.acme });
    expect(await maria.next('error')).toEqual({
      type: 'error',
      message: `Cannot watch account ${t.demo.accounts.acme}: Access denied`,
    });
    // still open and still watching Rivera
    publish(t.demo.accounts.rivera, [t.demo.devices.rivera[1]!]);
    expect(deviceIdsOf(await maria.next('positions'))).toEqual([t.demo.devices.rivera[1]]);
    socket.ws.close();
  });

  it('lets an internal admin choose any account', async () => {
    const ops = await openSocket(url, bearer(tokens.ops));
    expect(ops.messages[0]).toMatchObject({ account_ids: [] });
    ops.send({ type: 'subscribe', account_id: t.demo.accounts.rivera });
    await ops.next('subscribed');
    publish(t.demo.accounts.rivera, [t.demo.devices.rivera[2]!]);
    expect(deviceIdsOf(await ops.next('positions'))).toEqual([t.demo.devices.rivera[2]]);
    ops.send({ type: 'subscribe', account_id: 2_000_000_000 });
    expect((await ops.next('error')).type).toBe('error');
    ops.ws.close();
  });

  it('answers malformed messages with an error and stays open', async () => {
    for (const bad of [
      'hello',
      '{"type":"subscribe","account_id":"abc"}',
      '{"type":"subscribe","account_id":-1}',
      '{}',
    ]) {
      driver.ws.send(bad);
      expect(await driver.next('error')).toEqual({
        type: 'error',
        message: 'Unknown message: send {"type":"subscribe","account_id":<id>}',
      });
    }
    expect(driver.ws.readyState).toBe(driver.ws.OPEN);
  });
});

describe('WebSocket /api/socket: shutting down', () => {
  it('tells open sockets the server is going away (1001), so clients reconnect to another instance', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    const socket = await openSocket(await socketUrl(other), bearer(tokens.admin));
    await other.close();
    expect(await socket.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
  });
});

describe('WebSocket /api/socket: ended sessions', () => {
  it('closes the sockets of a signed-out session at the next recheck, with a reason', async () => {
    const token = await signIn(t.app, 'driver@acme.test');
    const socket = await openSocket(url, bearer(token));
    const keeper = await openSocket(url, bearer(tokens.driver));
    await t.app.inject({ method: 'DELETE', url: '/api/token', headers: bearer(token) });
    await t.app.socketHub.recheck();
    expect(await socket.closed).toEqual({ code: SOCKET_CLOSE.sessionEnded, reason: 'Session ended' });
    expect(keeper.ws.readyState).toBe(keeper.ws.OPEN);
    keeper.ws.close();
  });
});
