import { expect } from 'vitest';
import type { Geofence, Shipment } from '@lodestar/contracts';
import type { TestApp } from '../../test/test-app.ts';
import { bearer } from '../session/sign-in.test-helper.ts';

/** Metres to degrees of latitude, and of longitude at the test latitude (empty Kansas farmland). */
export const LAT0 = 38.9;
export const dLat = (m: number) => m / 111_195;
export const dLng = (m: number) => m / (111_195 * Math.cos((LAT0 * Math.PI) / 180));
export const offset = (c: { lat: number; lng: number }, north: number, east: number) => ({
  lat: c.lat + dLat(north),
  lng: c.lng + dLng(east),
});

let place = 0;
/** A place of its own for each caller, far from the demo fleet and from each other. */
export const nextCentre = () => ({
  lat: LAT0 + 0.05 * (place % 10),
  lng: -101.5 + 0.3 * Math.floor(place++ / 10),
});

export const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

export async function createCircle(
  t: TestApp,
  token: string,
  name: string,
  c: { lat: number; lng: number },
  radius = 500,
): Promise<Geofence> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${t.demo.accounts.acme}/geofences`,
    headers: bearer(token),
    payload: { name, address: `${name}, KS`, shape: { type: 'circle', lat: c.lat, lng: c.lng, radius } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

export function shipmentBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Load 7',
    carrier: 'Acme Freight',
    start_at: minutesFromNow(-60),
    end_at: minutesFromNow(60),
    notify_at: 0,
    notification_emails: [],
    notification_phone_numbers: [],
    ...over,
  };
}

/** POSTs a shipment and answers its id. */
export async function planShipment(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  accountId = t.demo.accounts.acme,
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/shipments`,
    headers: bearer(token),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

export async function fetchShipment(t: TestApp, token: string, id: number, app = t.app): Promise<Shipment> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/accounts/${t.demo.accounts.acme}/shipments/${id}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
