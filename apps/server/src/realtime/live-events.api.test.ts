import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackerEvent, type TrackerEvent } from '@lodestar/contracts';
import { osmandQuery, unixMinutesAgo } from '../ingest/ingest.test-helper.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { openSocket, quietPeriod, socketUrl, type TestSocket } from './socket.test-helper.ts';

// Tracker events from a tracker's report to the sockets that may see its tracker (decision 0040), through the
// real ingest pipeline and both detectors.
let t: TestApp;
let adminToken: string;
let admin: TestSocket;
let driver: TestSocket;
let maria: TestSocket;
/** An Acme tracker the driver (devices role) was not given. */
let truck: { id: number; serial: string };
/** The driver's own tracker. */
let van: { id: number; serial: string };

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, 'admin@acme.test');
  const id = t.demo.devices.acme.find((d) => !t.demo.devices.driver.includes(d))!;
  truck = { id, serial: await serialOf(id) };
  van = { id: t.demo.devices.driver[0]!, serial: await serialOf(t.demo.devices.driver[0]!) };
  const url = await socketUrl(t.app);
  admin = await openSocket(url, bearer(adminToken));
  driver = await openSocket(url, bearer(await signIn(t.app, 'driver@acme.test')));
  maria = await openSocket(url, bearer(await signIn(t.app, 'maria@rivera.test')));
  // the web app watches one account: so do these sockets (the admin also belongs to Rivera)
  for (const [socket, account] of [
    [admin, t.demo.accounts.acme],
    [driver, t.demo.accounts.acme],
    [maria, t.demo.accounts.rivera],
  ] as const) {
    socket.send({ type: 'subscribe', account_id: account });
    await socket.next('subscribed');
  }
}, 60_000);
afterAll(async () => {
  for (const socket of [admin, driver, maria]) socket?.ws.close();
  await t.close();
});

async function serialOf(deviceId: number): Promise<string> {
  const res = await t.app.inject({ url: `/api/devices/${deviceId}`, headers: bearer(adminToken) });
  return res.json().data.serial;
}

/** One OsmAnd report, then waits until both detectors and the live push have handled it; answers its fix time. */
async function report(serial: string, minutesAgo: number, params: Record<string, string | number>) {
  const timestamp = unixMinutesAgo(minutesAgo);
  const query = osmandQuery({ id: serial, timestamp, accuracy: 5, ...params });
  const res = await t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.services.trackerEvents.idle();
  await t.app.services.geofenceDetector.idle();
  await t.app.services.liveEvents.idle();
  return new Date(timestamp * 1000).toISOString();
}

/** The tracker's newest event as GET /devices/{id}/events answers it. */
async function newestListed(deviceId: number): Promise<TrackerEvent> {
  const res = await t.app.inject({ url: `/api/devices/${deviceId}/events`, headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  return res.json().data[0];
}

/** Events pushed to a socket so far, all messages together. */
const pushed = (socket: TestSocket) => socket.messages.flatMap((m) => (m.type === 'events' ? m.events : []));

/** Waits until the socket has been pushed an event that matches. */
async function pushedOne(socket: TestSocket, match: (e: TrackerEvent) => boolean): Promise<TrackerEvent> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = pushed(socket).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(pushed(socket))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("tracker events on the socket: {type:'events'}", () => {
  it("pushes a geofence entry to the account's admin, not to a devices-role user without the tracker nor to another account", async () => {
    const centre = { lat: 37.2, lng: -101.9 };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${t.demo.accounts.acme}/geofences`,
      headers: bearer(adminToken),
      payload: {
        name: 'Live Yard',
        address: 'Farm road, KS',
        shape: { type: 'circle', lat: centre.lat, lng: centre.lng, radius: 500 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await report(truck.serial, 20, { lat: centre.lat + 0.03, lon: centre.lng });
    const enteredAt = await report(truck.serial, 10, { lat: centre.lat, lon: centre.lng });

    const message = await admin.next('events');
    expect(message.events).toHaveLength(1);
    const [event] = message.events;
    // the same item the tracker's events list answers
    expect(trackerEvent.parse(event)).toEqual(await newestListed(truck.id));
    expect(event).toMatchObject({
      device_id: truck.id,
      event_type: 'geofence_enter',
      description: 'Entered geofence Live Yard',
      created_at: enteredAt,
    });
    await quietPeriod();
    expect(pushed(driver)).toEqual([]);
    expect(pushed(maria)).toEqual([]);
  });

  it("pushes an SOS of the driver's own tracker to the driver and the admin, not to another account", async () => {
    await report(van.serial, 6, { lat: 41.88, lon: -87.63 });
    await report(van.serial, 5, { lat: 41.881, lon: -87.631, alarm: 'sos' });
    const listed = await newestListed(van.id);
    expect(listed.event_type).toBe('sos');
    expect((await driver.next('events')).events).toEqual([listed]);
    expect((await admin.next('events')).events).toEqual([listed]);
    await quietPeriod();
    expect(pushed(maria)).toEqual([]);
  });

  it('keeps an SOS of another tracker from the devices-role user', async () => {
    const before = pushed(driver).length;
    await report(truck.serial, 4, { lat: 41.88, lon: -87.63 });
    await report(truck.serial, 3, { lat: 41.88, lon: -87.63, alarm: 'sos' });
    const sos = await pushedOne(admin, (e) => e.device_id === truck.id && e.event_type === 'sos');
    expect(sos).toEqual(await newestListed(truck.id));
    await quietPeriod();
    expect(pushed(driver)).toHaveLength(before);
    expect(pushed(maria)).toEqual([]);
  });

  it('sends the events of a burst together, one message per socket', async () => {
    const serials = await Promise.all(
      t.demo.devices.acme.slice(10, 20).map(async (id) => ({ id, serial: await serialOf(id) })),
    );
    for (const { serial } of serials) await report(serial, 2, { lat: 41.9, lon: -87.6 });
    const seen = admin.messages.length;
    const results = await Promise.all(
      serials.map(({ serial }) =>
        t.app.inject({
          method: 'GET',
          url: `/api/ingest/osmand?${osmandQuery({ id: serial, timestamp: unixMinutesAgo(1), lat: 41.9, lon: -87.6, alarm: 'sos' })}`,
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    await t.app.services.trackerEvents.idle();
    await t.app.services.liveEvents.idle();
    const ids = serials.map((s) => s.id);
    const isBurst = (e: TrackerEvent) => e.event_type === 'sos' && ids.includes(e.device_id);
    for (const id of ids) await pushedOne(admin, (e) => isBurst(e) && e.device_id === id);
    const messages = admin.messages.slice(seen).filter((m) => m.type === 'events' && m.events.some(isBurst));
    // ten trackers' alarms stored together reach the socket in a message or two (the ingest batch, the
    // detector and the hub tick may split them on a loaded machine), never one per event
    expect(messages.length).toBeLessThanOrEqual(3);
  });
});
