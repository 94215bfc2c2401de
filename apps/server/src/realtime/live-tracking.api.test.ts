import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { deviceIdOf, osmandQuery, unixMinutesAgo } from '../ingest/ingest.test-helper.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { openSocket, quietPeriod, socketUrl, type TestSocket } from './socket.test-helper.ts';

// From a tracker's report to a watching socket and the map's reads, through the real ingest pipeline.
let t: TestApp;
let admin: TestSocket;
let driver: TestSocket;
let adminToken: string;
let truck: number;
let van: number;

beforeAll(async () => {
  t = await createTestApp();
  truck = await deviceIdOf(t.database, 'LS100001');
  van = t.demo.devices.driver[0]!;
  adminToken = await signIn(t.app, 'admin@acme.test');
  const url = await socketUrl(t.app);
  admin = await openSocket(url, bearer(adminToken));
  driver = await openSocket(url, bearer(await signIn(t.app, 'driver@acme.test')));
});
afterAll(async () => {
  admin?.ws.close();
  driver?.ws.close();
  await t.close();
});

const report = (serial: string, lat: number, lon: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/ingest/osmand?${osmandQuery({ id: serial, lat, lon, timestamp: unixMinutesAgo(1), batt: 64 })}`,
  });
const serialOf = async (deviceId: number) =>
  (await t.app.inject({ url: `/api/devices/${deviceId}`, headers: bearer(adminToken) })).json().data.serial;

describe('live tracking end to end', () => {
  it("pushes a tracker's report to the sockets that may see it, and the map's reads show it", async () => {
    expect((await report('LS100001', 41.8781, -87.6298)).statusCode).toBe(200);
    const pushed = await admin.next('positions');
    expect(pushed.positions).toEqual([
      expect.objectContaining({ device_id: truck, location: [-87.6298, 41.8781], battery: 64 }),
    ]);
    await quietPeriod();
    expect(driver.messages.some((m) => m.type === 'positions')).toBe(false);

    const current = await t.app.inject({
      url: `/api/accounts/${t.demo.accounts.acme}/current-positions?raw=1`,
      headers: bearer(adminToken),
    });
    expect(current.json().data[truck]).toEqual(pushed.positions[0]);
  });

  it("reaches the driver for the driver's own tracker", async () => {
    expect((await report(await serialOf(van), 40.1, -88.2)).statusCode).toBe(200);
    expect((await driver.next('positions')).positions.map((p) => p.device_id)).toEqual([van]);
  });
});
