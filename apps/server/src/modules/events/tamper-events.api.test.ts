import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackerEvent } from '@lodestar/contracts';
import { deviceIdOf, osmandQuery, unixMinutesAgo } from '../../ingest/ingest.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { findPreviousReadings } from './previous-readings.repository.ts';

const SECRET = 'forward-secret-tamper';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ TRACCAR_FORWARD_SECRET: SECRET });
  admin = await signIn(t.app, 'admin@acme.test');
}, 30_000);
afterAll(() => t.close());

/** The tracker's events, newest first, as the tracker screen lists them. */
async function eventsOf(serial: string): Promise<TrackerEvent[]> {
  const id = await deviceIdOf(t.database, serial);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/devices/${id}/events?per_page=100`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const tamperEvents = async (serial: string) =>
  (await eventsOf(serial)).filter((e) => e.event_type === 'tamper_alert').map((e) => e.description);

/** Sends one report per alarm value (undefined: none), a minute apart, and waits for the detector. */
async function sendAll(
  send: (minutesAgo: number, alarm: string | undefined) => Promise<number>,
  alarms: (string | undefined)[],
) {
  for (const [i, alarm] of alarms.entries()) expect(await send(30 - i, alarm)).toBe(200);
  await t.app.services.trackerEvents.idle();
}

// tamper, tamper again (the same alarm held), cleared, tamper again: two alerts
const EDGES = ['tamper', 'tamper', undefined, 'tamper'];

describe('tamper alerts from trackers', () => {
  it('OsmAnd query alarm=tamper raises one tamper_alert per rising edge', async () => {
    const send = async (minutesAgo: number, alarm: string | undefined) => {
      const params = { id: 'LS100052', lat: 41.88, lon: -87.63, timestamp: unixMinutesAgo(minutesAgo) };
      const query = osmandQuery(alarm ? { ...params, alarm } : params);
      return (await t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` })).statusCode;
    };
    await sendAll(send, EDGES);
    expect(await tamperEvents('LS100052')).toEqual(['Tamper alert', 'Tamper alert']);
  }, 30_000);

  it('an alarm list with SOS and tamper raises both, and the tamper alarm stays in the attributes', async () => {
    const send = async (minutesAgo: number, alarm: string | undefined) => {
      const params = { id: 'LS100053', lat: 41.88, lon: -87.63, timestamp: unixMinutesAgo(minutesAgo) };
      const query = osmandQuery(alarm ? { ...params, alarm } : params);
      return (await t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` })).statusCode;
    };
    await sendAll(send, ['sos,Tamper']);
    const types = (await eventsOf('LS100053')).map((e) => e.event_type);
    expect(types.filter((type) => type === 'sos' || type === 'tamper_alert').sort()).toEqual([
      'sos',
      'tamper_alert',
    ]);
  }, 30_000);

  it('the OsmAnd JSON body (alarm on the location or in extras) raises one tamper_alert per rising edge', async () => {
    const send = async (minutesAgo: number, alarm: string | undefined) => {
      const location = {
        timestamp: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        coords: { latitude: 40.71, longitude: -74.0 },
        // the second report carries it in extras: both places count
        ...(alarm && minutesAgo === 29 ? { extras: { alarm } } : alarm ? { alarm } : {}),
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ingest/osmand',
        payload: { device_id: 'LS100054', location },
      });
      return res.statusCode;
    };
    await sendAll(send, EDGES);
    expect(await tamperEvents('LS100054')).toEqual(['Tamper alert', 'Tamper alert']);
  }, 30_000);

  it("Traccar's forwarded tampering (and tamper) alarm raises one tamper_alert per rising edge", async () => {
    const send = async (minutesAgo: number, alarm: string | undefined) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ingest/traccar',
        headers: { 'x-lodestar-secret': SECRET },
        payload: {
          position: {
            id: 9100 + minutesAgo,
            deviceId: 18,
            protocol: 'teltonika',
            fixTime: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
            valid: true,
            latitude: 29.76,
            longitude: -95.37,
            attributes: alarm ? { alarm } : {},
          },
          device: { id: 18, name: 'Forwarded', uniqueId: 'LS100055', status: 'online' },
        },
      });
      return res.statusCode;
    };
    await sendAll(send, ['tampering', 'tampering', undefined, 'tamper']);
    expect(await tamperEvents('LS100055')).toEqual(['Tamper alert', 'Tamper alert']);
  }, 30_000);

  it('after a restart, the detector reads a held tamper alarm from the last stored fix', async () => {
    // LS100052's last report above carried alarm=tamper: a detector started now knows it is held, so the next
    // report repeating it is no new alert
    const id = await deviceIdOf(t.database, 'LS100052');
    const previous = await findPreviousReadings(t.database.db, [{ deviceId: id, before: new Date() }]);
    expect(previous.get(id)).toMatchObject({ sos: false, tamper: true });
    // before that report, the last stored fix was the one without the alarm
    const earlier = new Date(unixMinutesAgo(27.5) * 1000);
    const cleared = await findPreviousReadings(t.database.db, [{ deviceId: id, before: earlier }]);
    expect(cleared.get(id)).toMatchObject({ tamper: false });
  }, 30_000);
});
