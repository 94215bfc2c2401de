import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geofence, Shipment } from '@lodestar/contracts';
import { accounts, shipments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import {
  createCircle,
  fetchShipment,
  minutesFromNow,
  nextCentre,
  planShipment,
  shipmentBody,
} from './shipment.test-helper.ts';

let t: TestApp;
let admin: string;
let driver: string;
let maria: string;
let acme: number;
let from: Geofence;
let to: Geofence;
let truck: number;

const url = (path = '', accountId = acme) => `/api/accounts/${accountId}/shipments${path}`;
const body = (over: Record<string, unknown> = {}) =>
  shipmentBody({ device_id: truck, from_geofence_id: from.id, to_geofence_id: to.id, ...over });

beforeAll(async () => {
  t = await createTestApp();
  acme = t.demo.accounts.acme;
  admin = await signIn(t.app, 'admin@acme.test');
  driver = await signIn(t.app, 'driver@acme.test');
  maria = await signIn(t.app, 'maria@rivera.test');
  truck = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  from = await createCircle(t, admin, 'Depot', nextCentre());
  to = await createCircle(t, admin, 'Customer', nextCentre());
}, 60_000);
afterAll(() => t.close());

async function post(token: string, payload: object, accountId = acme) {
  return t.app.inject({ method: 'POST', url: url('', accountId), headers: bearer(token), payload });
}

describe('POST /accounts/{id}/shipments', () => {
  it('plans a shipment between two geofences and answers its id as data.id', async () => {
    const res = await post(
      admin,
      body({ notification_emails: ['ops@customer.test'], notification_phone_numbers: ['(555) 010-1234'] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    expect(id).toEqual(expect.any(Number));
    const shipment = await fetchShipment(t, admin, id);
    expect(shipment).toMatchObject({
      id,
      name: 'Load 7',
      carrier: 'Acme Freight',
      device_id: truck,
      from_geofence_id: from.id,
      to_geofence_id: to.id,
      from_address: { name: from.address, lat: from.lat, lng: from.lng },
      to_address: { name: to.address, lat: to.lat, lng: to.lng },
      notification_emails: ['ops@customer.test'],
      notification_phone_numbers: ['+15550101234'],
      archived_at: null,
      ended_at: null,
    });
    expect(shipment.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(shipment.events).toBeDefined();
  }, 30_000);

  it('plans one to a custom address', async () => {
    const id = await planShipment(
      t,
      admin,
      body({ to_geofence_id: null, to_address: { name: '1 Farm Rd, Hays, KS', lat: 38.87, lng: -99.3 } }),
    );
    const s = await fetchShipment(t, admin, id);
    expect(s.to_geofence_id).toBeNull();
    expect(s.to_address).toEqual({ name: '1 Farm Rd, Hays, KS', lat: 38.87, lng: -99.3 });
  });

  it("refuses bad input with the spec's messages", async () => {
    const empty = await post(admin, {});
    expect(empty.statusCode).toBe(422);
    const errors = empty.json().errors;
    expect(errors.name).toEqual(['Name is required']);
    expect(errors.start_at).toEqual(['date is required']);
    expect(errors.end_at).toEqual(['date is required']);
    expect(errors.device_id).toEqual(['tracker is required']);

    const noPlace = await post(admin, body({ from_geofence_id: null, to_geofence_id: undefined }));
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.json().errors.from_geofence_id).toEqual(['geofence is required']);
    expect(noPlace.json().errors.to_geofence_id).toEqual(['geofence is required']);

    const noLatLng = await post(admin, body({ to_geofence_id: null, to_address: { name: 'Somewhere' } }));
    expect(noLatLng.statusCode).toBe(422);
    expect(JSON.stringify(noLatLng.json().errors)).toContain('lat and lng are required');

    const noName = await post(
      admin,
      body({ to_geofence_id: null, to_address: { name: ' ', lat: 38, lng: -99 } }),
    );
    expect(JSON.stringify(noName.json().errors)).toContain('address is required');

    const backwards = await post(admin, body({ start_at: minutesFromNow(60), end_at: minutesFromNow(-60) }));
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.end_at).toEqual(['The end must be after the start']);

    const contacts = await post(
      admin,
      body({ notification_emails: ['nope'], notification_phone_numbers: ['12'] }),
    );
    expect(contacts.statusCode).toBe(422);
    expect(JSON.stringify(contacts.json().errors)).toContain('not an email');
    expect(JSON.stringify(contacts.json().errors)).toContain('not valid phone');

    const notify = await post(admin, body({ notify_at: 3 }));
    expect(notify.statusCode).toBe(422);
    expect(notify.json().errors.notify_at[0]).toContain('0, 1, 2, 5, 8');
  });

  it("refuses another account's tracker or geofence with a 422", async () => {
    const foreignTracker = await post(admin, body({ device_id: t.demo.devices.rivera[0] }));
    expect(foreignTracker.statusCode).toBe(422);
    expect(foreignTracker.json().errors.device_id).toEqual(['tracker is required']);
    const [riveraFence] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/accounts/${t.demo.accounts.rivera}/geofences`,
        headers: bearer(maria),
      })
    ).json().data as Geofence[];
    const foreignFence = await post(admin, body({ to_geofence_id: riveraFence!.id }));
    expect(foreignFence.statusCode).toBe(422);
    expect(foreignFence.json().errors.to_geofence_id).toEqual(['geofence is required']);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: url(), payload: body() });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });
});

describe('who may see and change shipments', () => {
  it('refuses every call to an account without can_track_shipments', async () => {
    const rivera = t.demo.accounts.rivera;
    const list = await t.app.inject({ method: 'GET', url: url('', rivera), headers: bearer(maria) });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe('Shipments are not enabled for this account.');
    const create = await post(maria, {}, rivera);
    expect(create.statusCode).toBe(403);
  });

  it("answers 403 for an account of which one is not a member, 404 for another account's shipment", async () => {
    const id = await planShipment(t, admin, body());
    expect(
      (await t.app.inject({ method: 'GET', url: url(`/${id}`), headers: bearer(maria) })).statusCode,
    ).toBe(403);
    const rivera = t.demo.accounts.rivera;
    await t.database.db.update(accounts).set({ canTrackShipments: true }).where(eq(accounts.id, rivera));
    try {
      // admin@acme.test is also a member of Rivera: Acme's shipment is not found there
      for (const [method, path] of [
        ['GET', `/${id}`],
        ['PUT', `/${id}`],
        ['DELETE', `/${id}`],
        ['POST', `/${id}/finished`],
      ] as const) {
        const res = await t.app.inject({
          method,
          url: url(path, rivera),
          headers: bearer(admin),
          payload: method === 'PUT' ? { name: 'x' } : undefined,
        });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
      }
      const bulk = await t.app.inject({
        method: 'POST',
        url: url('/bulk/delete', rivera),
        headers: bearer(admin),
        payload: { ids: [id] },
      });
      expect(bulk.json().data.ids).toEqual([]);
      expect((await fetchShipment(t, admin, id)).id).toBe(id);
    } finally {
      await t.database.db.update(accounts).set({ canTrackShipments: false }).where(eq(accounts.id, rivera));
    }
  });

  it('gives the devices role only the shipments of its own trackers', async () => {
    const own = t.demo.devices.driver[0]!;
    const others = await planShipment(t, admin, body({ name: 'Not for the driver' }));
    const mine = await planShipment(t, driver, body({ device_id: own, name: 'Driver load' }));
    const list = await t.app.inject({ method: 'GET', url: url('?include=device'), headers: bearer(driver) });
    const names = (list.json().data as Shipment[]).map((s) => s.name);
    expect(names).toContain('Driver load');
    expect(names).not.toContain('Not for the driver');
    expect(
      (await t.app.inject({ method: 'GET', url: url(`/${others}`), headers: bearer(driver) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(`/${others}`), headers: bearer(driver) })).statusCode,
    ).toBe(404);
    const refused = await post(driver, body({ name: 'x' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.device_id).toEqual(['tracker is required']);
    const bulk = await t.app.inject({
      method: 'POST',
      url: url('/bulk/archive'),
      headers: bearer(driver),
      payload: { ids: [others, mine] },
    });
    expect(bulk.json().data.ids).toEqual([mine]);
  });
});

describe('GET /accounts/{id}/shipments', () => {
  it('lists the ±15-day window with paging meta, filters, the tracker and the geofences', async () => {
    const old = await planShipment(
      t,
      admin,
      body({ name: 'Last year', start_at: '2025-01-01T08:00:00Z', end_at: '2025-01-02T08:00:00Z' }),
    );
    const stale = await planShipment(
      t,
      admin,
      body({ name: 'Still open', start_at: '2025-01-01T08:00:00Z', end_at: '2025-01-02T08:00:00Z' }),
    );
    // an old shipment leaves the window once ended; one still open stays listed (it needs ending)
    await t.database.db
      .update(shipments)
      .set({ status: 'Completed', endedAt: new Date('2025-01-02T07:00:00Z') })
      .where(eq(shipments.id, old));
    const fresh = await planShipment(t, admin, body({ name: 'Fresh Apples' }));
    const res = await t.app.inject({
      method: 'GET',
      url: url('?include=device&with_geofences=1&with_current_position=1'),
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json() as { data: Shipment[]; meta: { total: number } };
    const ids = data.map((s) => s.id);
    expect(ids).toContain(fresh);
    expect(ids).not.toContain(old);
    expect(ids).toContain(stale);
    expect(meta.total).toBe(data.length);
    const item = data.find((s) => s.id === fresh)!;
    expect(item.device).toEqual({ id: truck, name: item.tracker_name });
    expect(item.to_geofence).toMatchObject({ id: to.id, radius: 500 });
    expect(item.current_position).toBeNull();

    const window = await t.app.inject({
      method: 'GET',
      url: url('?date_from=2024-12-25&date_to=2025-01-10'),
      headers: bearer(admin),
    });
    expect((window.json().data as Shipment[]).map((s) => s.id).sort()).toEqual([old, stale].sort());
    const search = await t.app.inject({ method: 'GET', url: url('?search=apples'), headers: bearer(admin) });
    expect((search.json().data as Shipment[]).map((s) => s.id)).toEqual([fresh]);
    const status = await t.app.inject({
      method: 'GET',
      url: url('?status=Completed'),
      headers: bearer(admin),
    });
    expect((status.json().data as Shipment[]).every((s) => s.status === 'Completed')).toBe(true);
    const paged = await t.app.inject({
      method: 'GET',
      url: url('?page=1&per_page=1'),
      headers: bearer(admin),
    });
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().meta).toMatchObject({ current_page: 1, per_page: 1 });
    const bad = await t.app.inject({ method: 'GET', url: url('?status=Lost'), headers: bearer(admin) });
    expect(bad.statusCode).toBe(422);
  });

  it('downloads the listed shipments as CSV in the caller’s time zone', async () => {
    await planShipment(
      t,
      admin,
      body({ name: 'CSV load', start_at: '2026-11-20T15:00:00Z', end_at: '2026-11-21T15:00:00Z' }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: url('?download=true&search=CSV%20load&date_from=2026-11-01&date_to=2026-11-30'),
      headers: { ...bearer(admin), 'x-timezone': 'America/Chicago' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('Start (America/Chicago)');
    expect(res.body).toContain('CSV load');
    expect(res.body).toContain('2026-11-20 09:00:00');
  });
});

describe('PUT, finished, DELETE and bulk', () => {
  it("takes start_at and end_at as 'yyyy-MM-dd HH:mm:ss' in the user's zone", async () => {
    const id = await planShipment(t, admin, body());
    const res = await t.app.inject({
      method: 'PUT',
      url: url(`/${id}`),
      headers: { ...bearer(admin), 'x-timezone': 'America/Chicago' },
      payload: {
        name: 'Renamed',
        start_at: '2026-03-01 09:00:00',
        end_at: '2026-03-01 17:30:00',
        notification_emails: null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Renamed',
      start_at: '2026-03-01T15:00:00.000Z',
      end_at: '2026-03-01T23:30:00.000Z',
      notification_emails: [],
    });
    // without the header: the user's own zone (the demo admin is in New York)
    const own = await t.app.inject({
      method: 'PUT',
      url: url(`/${id}`),
      headers: bearer(admin),
      payload: { start_at: '2026-03-01 09:00:00' },
    });
    expect(own.json().data.start_at).toBe('2026-03-01T14:00:00.000Z');
    const bad = await t.app.inject({
      method: 'PUT',
      url: url(`/${id}`),
      headers: bearer(admin),
      payload: { end_at: '2026-02-01 09:00:00' },
    });
    expect(bad.statusCode).toBe(422);
    const junk = await t.app.inject({
      method: 'PUT',
      url: url(`/${id}`),
      headers: bearer(admin),
      payload: { end_at: 'soon' },
    });
    expect(junk.statusCode).toBe(422);
    const empty = await t.app.inject({
      method: 'PUT',
      url: url(`/${id}`),
      headers: bearer(admin),
      payload: { name: '' },
    });
    expect(empty.json().errors.name).toEqual(['Name is required']);
  });

  it('ends a shipment by hand once: Completed before its end, with a shipment_end event', async () => {
    // not started yet (a start in the past could be begun by the clock meanwhile)
    const id = await planShipment(
      t,
      admin,
      body({ start_at: minutesFromNow(30), end_at: minutesFromNow(90) }),
    );
    const res = await t.app.inject({ method: 'POST', url: url(`/${id}/finished`), headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data as Shipment;
    expect(s.status).toBe('Completed');
    expect(s.ended_at).not.toBeNull();
    expect(s.events!.map((e) => e.event_type)).toEqual(['shipment_end']);
    const again = await t.app.inject({ method: 'POST', url: url(`/${id}/finished`), headers: bearer(admin) });
    expect(again.json().data.ended_at).toBe(s.ended_at);
    expect(again.json().data.events).toHaveLength(1);

    const late = await planShipment(
      t,
      admin,
      body({ start_at: minutesFromNow(-120), end_at: minutesFromNow(-60) }),
    );
    const ended = await t.app.inject({
      method: 'POST',
      url: url(`/${late}/finished`),
      headers: bearer(admin),
    });
    expect(ended.json().data.status).toBe('Completed Late');
  });

  it('deletes one shipment', async () => {
    const id = await planShipment(t, admin, body());
    const res = await t.app.inject({ method: 'DELETE', url: url(`/${id}`), headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: url(`/${id}`), headers: bearer(admin) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(`/${id}`), headers: bearer(admin) })).statusCode,
    ).toBe(404);
  });

  it('archives, unarchives and deletes in bulk (delete also by tab)', async () => {
    const a = await planShipment(t, admin, body({ name: 'Bulk A' }));
    const b = await planShipment(t, admin, body({ name: 'Bulk B' }));
    const call = (action: string, payload: object) =>
      t.app.inject({ method: 'POST', url: url(`/bulk/${action}`), headers: bearer(admin), payload });
    expect((await call('archive', { ids: [a, b] })).json().data.ids.sort()).toEqual([a, b].sort());
    const archived = await t.app.inject({
      method: 'GET',
      url: url('?archived=1&search=Bulk'),
      headers: bearer(admin),
    });
    expect((archived.json().data as Shipment[]).map((s) => s.id).sort()).toEqual([a, b].sort());
    expect((await call('unarchive', { ids: [b] })).json().data.ids).toEqual([b]);
    expect((await call('delete', { key: 'archived' })).json().data.ids).toContain(a);
    expect(
      (await t.app.inject({ method: 'GET', url: url(`/${a}`), headers: bearer(admin) })).statusCode,
    ).toBe(404);
    expect((await fetchShipment(t, admin, b)).archived_at).toBeNull();
    const none = await call('archive', {});
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('ids are required');
  });
});

describe('GET /public-shipments/{uuid}', () => {
  it('shows the shipment without a session, and no account data', async () => {
    const id = await planShipment(t, admin, body({ notification_emails: ['secret@customer.test'] }));
    const { uuid } = await fetchShipment(t, admin, id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public-shipments/${uuid}?include=device,events`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ uuid, name: 'Load 7', events: [], path: [] });
    expect(data.device.name).toEqual(expect.any(String));
    expect(res.body).not.toContain('secret@customer.test');
    for (const key of [
      'account_id',
      'notification_emails',
      'notification_phone_numbers',
      'archived_at',
      'id',
    ])
      expect(data).not.toHaveProperty(key);
  });

  it("says 'This track Nº does not exist' for an unknown or malformed uuid", async () => {
    for (const uuid of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public-shipments/${uuid}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This track Nº does not exist');
    }
  });
});
