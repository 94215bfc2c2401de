import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogResponse } from '@lodestar/contracts';
import { messages } from '../../db/schema/index.ts';
import { osmandQuery, unixMinutesAgo } from '../../ingest/ingest.test-helper.ts';
import { startOsmandListener, type OsmandListener } from '../../ingest/osmand-listener.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { catalogueId, storedMessages, trackerFacts } from './commands.test-helper.ts';

let t: TestApp;
let listener: OsmandListener;
let admin: string;
let van: { id: number; serial: string };
let truck: { id: number; serial: string };
const ids = {} as Record<'interval' | 'status' | 'clearSos', number>;
let minutesAgo = 600;

beforeAll(async () => {
  t = await createTestApp();
  listener = await startOsmandListener(t.app.services, { port: 0, host: '127.0.0.1', logger: t.app.log });
  admin = await signIn(t.app, 'admin@acme.test');
  const vanId = t.demo.devices.driver[0]!;
  const truckId = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  const vanFacts = await trackerFacts(t.database, vanId);
  van = { id: vanId, serial: vanFacts.serial };
  truck = { id: truckId, serial: (await trackerFacts(t.database, truckId)).serial };
  ids.interval = await catalogueId(t.database, vanFacts.modelId, 'Set report interval');
  ids.clearSos = await catalogueId(t.database, vanFacts.modelId, 'Clear SOS alarm');
  ids.status = await catalogueId(t.database, null, 'Status report');
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

const send = (deviceId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/devices/${deviceId}/dialogs`, payload, headers: bearer(admin) });
/** One OsmAnd report over /api/ingest/osmand, a minute after the previous one, as the e2e drives it. */
const report = (serial: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/ingest/osmand?${osmandQuery({ id: serial, lat: 41.9, lon: -87.6, timestamp: unixMinutesAgo(minutesAgo--), ...extra })}`,
  });
const dialog = async (deviceId: number) =>
  dialogResponse.parse(
    (
      await t.app.inject({ method: 'GET', url: `/api/devices/${deviceId}/dialogs`, headers: bearer(admin) })
    ).json(),
  ).data;

describe('delivering data commands in the answers to OsmAnd reports', () => {
  it('hands queued commands over one per report, oldest first, and records the results', async () => {
    await send(van.id, { command_id: ids.interval, arguments: { MINUTES: '5' }, send_via: ['data'] });
    await send(van.id, { command_id: ids.status, send_via: ['data'] });

    const first = await report(van.serial);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain/);
    expect(first.body).toBe('timer,5#');
    let [status, interval] = await dialog(van.id);
    expect(interval).toMatchObject({ status: 'sent', status_text: 'Sent', sent_at: expect.any(String) });
    expect(status).toMatchObject({ status: 'queued', sent_at: null });

    const second = await report(van.serial, { result: 'Interval set to 5 min' });
    expect(second.body).toBe('getinfo');
    [status, interval] = await dialog(van.id);
    expect(interval).toMatchObject({
      status: 'answered',
      status_text: 'Answered',
      message_from_device: 'Interval set to 5 min',
      answered_at: expect.any(String),
    });
    expect(status).toMatchObject({ status: 'sent' });

    const third = await report(van.serial, { result: 'Battery 80%' });
    expect(third.body).toBe('');
    [status] = await dialog(van.id);
    expect(status).toMatchObject({ status: 'answered', message_from_device: 'Battery 80%' });
    expect((await report(van.serial)).body).toBe('');
  });

  it('gives other trackers an empty answer, and ignores a result nobody waits for', async () => {
    await send(van.id, { command_id: ids.status, send_via: ['data'] });
    const other = await report(truck.serial, { result: 'stray answer' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe('');
    expect(await storedMessages(t.database, truck.id)).toEqual([]);
    expect((await report(van.serial)).body).toBe('getinfo');
    // the stray result did not answer the van's command either
    expect((await dialog(van.id))[0]).toMatchObject({ status: 'sent', message_from_device: null });
    await report(van.serial, { result: 'ok' });
  });

  it('delivers the sos channel the same way', async () => {
    const res = await send(van.id, { command_id: ids.clearSos, send_via: ['sos'] });
    expect(res.json().data[0]).toMatchObject({ channel: 'sos', status: 'queued' });
    expect((await report(van.serial)).body).toBe('sosoff');
    expect((await dialog(van.id))[0]).toMatchObject({ channel: 'sos', status: 'sent' });
    await report(van.serial, { result: 'SOS cleared' });
    expect((await dialog(van.id))[0]).toMatchObject({
      status: 'answered',
      message_from_device: 'SOS cleared',
    });
  });

  it('answers on the OsmAnd port too, as text', async () => {
    await send(truck.id, { command_id: ids.status, send_via: ['data'] });
    const url = (extra: Record<string, string> = {}) =>
      `http://127.0.0.1:${listener.port}/?${osmandQuery({ id: truck.serial, lat: 40, lon: -75, timestamp: unixMinutesAgo(minutesAgo--), ...extra })}`;
    const first = await fetch(url());
    expect(first.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await first.text()).toBe('getinfo');
    const second = await fetch(url({ result: 'Battery 64%, 40.000000,-75.000000' }));
    expect(await second.text()).toBe('');
    expect((await dialog(truck.id))[0]).toMatchObject({
      status: 'answered',
      message_from_device: 'Battery 64%, 40.000000,-75.000000',
    });
  });

  it('picks up a command another instance queued within a few seconds', async () => {
    // written straight to the database, as another API instance would
    await t.database.db
      .insert(messages)
      .values({ deviceId: truck.id, channel: 'data', messageToDevice: 'position' });
    let body = '';
    const end = Date.now() + 8_000;
    while (body === '' && Date.now() < end) {
      body = (await report(truck.serial)).body;
      if (body === '') await new Promise((r) => setTimeout(r, 250));
    }
    expect(body).toBe('position');
  });
});
