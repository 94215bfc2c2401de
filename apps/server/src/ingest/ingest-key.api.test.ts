import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestKeyResponse } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { catalogueId, storedMessages, trackerFacts } from '../modules/commands/commands.test-helper.ts';
import { osmandQuery, storedPositions, unixMinutesAgo } from './ingest.test-helper.ts';
import { INGEST_KEY_REFUSED } from './ingest-key.ts';
import { startOsmandListener, type OsmandListener } from './osmand-listener.ts';

let t: TestApp;
let listener: OsmandListener;
const tokens = {} as Record<'admin' | 'dispatch' | 'driver' | 'maria', string>;
let van: { id: number; serial: string; modelId: number }; // the driver's
let truck: { id: number; serial: string; modelId: number };
let minutesAgo = 900;

beforeAll(async () => {
  t = await createTestApp();
  listener = await startOsmandListener(t.app.services, { port: 0, host: '127.0.0.1', logger: t.app.log });
  for (const key of ['admin', 'dispatch', 'driver'] as const)
    tokens[key] = await signIn(t.app, `${key}@acme.test`);
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
  const vanId = t.demo.devices.driver[0]!;
  const truckId = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  van = { id: vanId, ...(await trackerFacts(t.database, vanId)) };
  truck = { id: truckId, ...(await trackerFacts(t.database, truckId)) };
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

const keyCall = (method: 'GET' | 'PUT' | 'DELETE', deviceId: number, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/devices/${deviceId}/ingest-key`,
    payload,
    headers: token ? bearer(token) : {},
  });
const routeReport = (identifier: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/ingest/osmand?${osmandQuery({ id: identifier, lat: 41.9, lon: -87.6, timestamp: unixMinutesAgo(minutesAgo--), ...extra })}`,
  });
const listenerReport = (identifier: string, extra: Record<string, string> = {}) =>
  fetch(
    `http://127.0.0.1:${listener.port}/?${osmandQuery({ id: identifier, lat: 40, lon: -75, timestamp: unixMinutesAgo(minutesAgo--), ...extra })}`,
  );
const queueStatusReport = async (deviceId: number) => {
  const status = await catalogueId(t.database, null, 'Status report');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/devices/${deviceId}/dialogs`,
    payload: { command_id: status, send_via: ['data'] },
    headers: bearer(tokens.admin),
  });
  expect(res.statusCode).toBe(201);
};

describe('/api/devices/{id}/ingest-key', () => {
  it('lets an account admin read, generate, set and remove the key', async () => {
    const none = await keyCall('GET', truck.id, tokens.admin);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual({
      device_id: truck.id,
      ingest_key: null,
      device_identifier: truck.serial,
    });

    const generated = await keyCall('PUT', truck.id, tokens.admin);
    expect(generated.statusCode).toBe(200);
    const data = ingestKeyResponse.parse(generated.json().data);
    expect(data.ingest_key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(data.device_identifier).toBe(`${truck.serial}:${data.ingest_key}`);
    expect((await keyCall('GET', truck.id, tokens.admin)).json().data.ingest_key).toBe(data.ingest_key);

    const chosen = await keyCall('PUT', truck.id, tokens.admin, { ingest_key: 'my-own-key-0123456789' });
    expect(chosen.json().data.ingest_key).toBe('my-own-key-0123456789');

    const removed = await keyCall('DELETE', truck.id, tokens.admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ ingest_key: null, device_identifier: truck.serial });
  });

  it('refuses a key that is too short, too long or has other characters with 422', async () => {
    for (const ingest_key of ['short', 'x'.repeat(41), 'has spaces in the key!', 'ключключключключключ']) {
      const res = await keyCall('PUT', truck.id, tokens.admin, { ingest_key });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/16 to 40/);
    }
  });

  it('is for account admins only: 401 without a session, 403 for the all and devices roles', async () => {
    expect((await keyCall('GET', truck.id)).statusCode).toBe(401);
    expect((await keyCall('PUT', truck.id)).statusCode).toBe(401);
    for (const token of [tokens.dispatch, tokens.driver]) {
      const read = await keyCall('GET', van.id, token);
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toMatch(/administrators/);
      expect((await keyCall('PUT', van.id, token)).statusCode).toBe(403);
      expect((await keyCall('DELETE', van.id, token)).statusCode).toBe(403);
    }
    // a devices-role member does not even see a tracker they were not given
    expect((await keyCall('GET', truck.id, tokens.driver)).statusCode).toBe(404);
  });

  it("answers 404 for another account's tracker and for a tracker that does not exist", async () => {
    expect((await keyCall('GET', truck.id, tokens.maria)).statusCode).toBe(404);
    expect((await keyCall('PUT', truck.id, tokens.maria)).statusCode).toBe(404);
    expect((await keyCall('GET', 999_999, tokens.admin)).statusCode).toBe(404);
  });
});

describe('OsmAnd reports of a tracker with an ingest key', () => {
  let key: string;
  beforeAll(async () => {
    key = (await keyCall('PUT', van.id, tokens.admin)).json().data.ingest_key;
    await queueStatusReport(van.id);
  });
  afterAll(async () => {
    await keyCall('DELETE', van.id, tokens.admin);
  });

  it('stores nothing and hands out no command without the key or with a wrong one (route and listener)', async () => {
    const before = (await storedPositions(t.database, van.id)).length;
    for (const identifier of [van.serial, `${van.serial}:wrong-key-0123456789`]) {
      const viaRoute = await routeReport(identifier);
      expect(viaRoute.statusCode).toBe(403);
      expect(viaRoute.json().message).toBe(INGEST_KEY_REFUSED);
      const viaListener = await listenerReport(identifier, { result: 'forged answer' });
      expect(viaListener.status).toBe(403);
      expect(await viaListener.text()).not.toContain('getinfo');
    }
    expect(await storedPositions(t.database, van.id)).toHaveLength(before);
    const [queued] = await storedMessages(t.database, van.id);
    expect(queued).toMatchObject({ status: 'queued', messageFromDevice: null });
  });

  it('stores the position, hands the command over and takes its answer with the key', async () => {
    const before = (await storedPositions(t.database, van.id)).length;
    const first = await routeReport(`${van.serial}:${key}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('getinfo');
    const second = await listenerReport(`${van.serial}:${key}`, { result: 'Battery 77%' });
    expect(second.status).toBe(200);
    expect(await storedPositions(t.database, van.id)).toHaveLength(before + 2);
    const [answered] = await storedMessages(t.database, van.id);
    expect(answered).toMatchObject({ messageFromDevice: 'Battery 77%' });
  });

  it('applies a new key at once: the old one is refused', async () => {
    const renewed = (await keyCall('PUT', van.id, tokens.admin)).json().data.ingest_key as string;
    expect((await routeReport(`${van.serial}:${key}`)).statusCode).toBe(403);
    expect((await routeReport(`${van.serial}:${renewed}`)).statusCode).toBe(200);
    key = renewed;
  });
});

describe('OsmAnd reports of a tracker without an ingest key', () => {
  it('are stored with or without a key-shaped tail, which is not kept in the identifier', async () => {
    const before = (await storedPositions(t.database, truck.id)).length;
    expect((await routeReport(truck.serial)).statusCode).toBe(200);
    expect((await routeReport(`${truck.serial}:any-key-0123456789ab`)).statusCode).toBe(200);
    expect(await storedPositions(t.database, truck.id)).toHaveLength(before + 2);
  });
});
