import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { deviceEvents, positions } from '../../db/schema/index.ts';
import { constructedTrack, TRACK_START } from '../history/history.test-helper.ts';
import { storeHistory } from '../positions/position-history-writer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';

const DAY_MS = 86_400_000;

/** Yesterday 14:00 UTC: the constructed track's day moved to yesterday, so report periods stay allowed. */
export function trackDay(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS);
  const trackStart = new Date(start.getTime() + 14 * 3_600_000);
  return { start, end: new Date(start.getTime() + DAY_MS - 1000), trackStart };
}

/**
 * The history tests' constructed track (two stops, 75 one-minute fixes) stored for a tracker yesterday, and one
 * low-battery event on its 20th fix, at the depot.
 */
export async function storeReportDay(database: Database, accountId: number, deviceId: number) {
  const { trackStart } = trackDay();
  const shift = trackStart.getTime() - TRACK_START.getTime();
  const reports = constructedTrack().map((r) => ({ ...r, fixTime: new Date(r.fixTime.getTime() + shift) }));
  await storeHistory(database.db, deviceId, reports);
  const eventAt = new Date(trackStart.getTime() + 20 * 60_000);
  const [fix] = await database.db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.deviceId, deviceId), eq(positions.fixTime, eventAt)));
  await database.db.insert(deviceEvents).values({
    accountId,
    deviceId,
    eventType: 'low_battery',
    description: 'Battery is low (15%)',
    createdAt: eventAt,
    positionId: fix?.id ?? null,
  });
}

/** Who the report tests sign in as: an Acme admin, Acme's driver (devices role) and Rivera's admin. */
export interface ReportTestApp {
  t: TestApp;
  admin: string;
  driver: string;
  maria: string;
  acme: number;
  rivera: number;
  /** The driver's van, with the report day stored. */
  van: number;
  /** An Acme truck the driver may not see. */
  truck: number;
  riveraCar: number;
}

export async function openReportTestApp(env: Record<string, string> = {}): Promise<ReportTestApp> {
  const t = await createTestApp(env);
  const acme = t.demo.accounts.acme;
  const [van] = t.demo.devices.driver as [number];
  await storeReportDay(t.database, acme, van);
  return {
    t,
    admin: await signIn(t.app, 'admin@acme.test'),
    driver: await signIn(t.app, 'driver@acme.test'),
    maria: await signIn(t.app, 'maria@rivera.test'),
    acme,
    rivera: t.demo.accounts.rivera,
    van,
    truck: t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!,
    riveraCar: t.demo.devices.rivera[0]!,
  };
}

/** Creates a report through the API and answers its id; fails loudly when the API refuses. */
export async function createReportAs(
  t: TestApp,
  token: string,
  accountId: number,
  body: { device_id: number; start_at: string; end_at: string },
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/reports`,
    headers: bearer(token),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`report not created: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}
