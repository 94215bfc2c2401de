import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Db } from '../database.ts';
import { reports } from '../schema/index.ts';
import type { DemoTracker } from './demo-fleet.ts';
import { parkedDaysBySerial } from './demo-parking.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Acme's days are its admin's (seed-demo.ts: America/New_York): 'yesterday' is theirs, not UTC's. */
const ACME_ZONE = 'America/New_York';

/** The demo's public report opens at /reports/view/<this>, the same on every seed (README, e2e). */
export const DEMO_PUBLIC_REPORT_UUID = '5e1f2d3c-4b5a-4697-8d8e-1f2a3b4c5d6e';

/**
 * A few Acme reports on trackers that drive (issue 27 item 5): the driver's van yesterday (public, so the public
 * page has something to show), the same van over the last week, and two other vans on their rounds yesterday.
 * Days are whole days of ACME_ZONE before today, inside the demo's three weeks of history.
 */
export async function seedDemoReports(
  tx: Tx,
  accountId: number,
  fleet: DemoTracker[],
  deviceIds: number[],
  createdBy: number,
  now: Date,
): Promise<void> {
  const parked = parkedDaysBySerial();
  const driving = fleet.flatMap((t, i) =>
    t.name.startsWith('Van') && t.status === 'active' && !parked.has(t.serial)
      ? [{ ...t, id: deviceIds[i]! }]
      : [],
  );
  const van = driving.find((t) => t.driver);
  const others = driving.filter((t) => !t.driver).slice(0, 2);
  if (!van) return;
  const today = dayjs(now).tz(ACME_ZONE).startOf('day');
  const start = today.valueOf();
  const endAt = new Date(start - 1000);
  const yesterday = { startAt: today.subtract(1, 'day').toDate(), endAt };
  const week = { startAt: today.subtract(7, 'day').toDate(), endAt };
  await tx.insert(reports).values([
    { accountId, deviceId: van.id, createdBy, ...week, createdAt: new Date(start - 3 * 3_600_000) },
    ...others.map((t, i) => ({
      accountId,
      deviceId: t.id,
      createdBy,
      ...yesterday,
      createdAt: new Date(start - (2 - i) * 3_600_000),
    })),
    {
      accountId,
      deviceId: van.id,
      createdBy,
      ...yesterday,
      isPublic: true,
      uuid: DEMO_PUBLIC_REPORT_UUID,
      createdAt: new Date(start - 1_800_000),
    },
  ]);
}
