import type { LightMyRequestResponse } from 'fastify';
import { geofences, geofenceVisits } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bearer } from '../session/sign-in.test-helper.ts';

export const DAY_MS = 86_400_000;
export const DAY_S = 86_400;

/** A time `days` (fractions allowed) before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A circle geofence written straight into the database, in Kansas farmland far from the demo fleet. */
export async function dwellGeofence(
  t: TestApp,
  accountId: number,
  name: string,
  fields: { address?: string; allowableDwellDays?: number | null } = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(geofences)
    .values({
      accountId,
      name,
      address: fields.address ?? 'Farm road, KS',
      latitude: 38.9,
      longitude: -97.1,
      radius: 500,
      allowableDwellDays: fields.allowableDwellDays ?? null,
    })
    .returning({ id: geofences.id });
  return row!.id;
}

/** A stay as detection writes it: entered and exited `days` ago (exited null: inside now). */
export async function visit(
  t: TestApp,
  accountId: number,
  geofenceId: number,
  deviceId: number,
  enteredDaysAgo: number,
  exitedDaysAgo: number | null,
): Promise<void> {
  await t.database.db.insert(geofenceVisits).values({
    accountId,
    geofenceId,
    deviceId,
    enteredAt: daysAgo(enteredDaysAgo),
    exitedAt: exitedDaysAgo === null ? null : daysAgo(exitedDaysAgo),
  });
}

/** GET under /api/accounts/{accountId}; no token: no session. */
export function dwellGet(
  t: TestApp,
  accountId: number,
  path: string,
  token: string | null,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `/api/accounts/${accountId}${path}`,
    headers: token ? bearer(token) : {},
  });
}
