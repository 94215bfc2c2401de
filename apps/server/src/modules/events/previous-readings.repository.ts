import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hasTamperAlarm } from '../../ingest/report-attributes.ts';
import { array, iso } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import type { Reading } from './event-rules.ts';

interface Row {
  device_id: number;
  battery: number | null;
  low_battery: boolean;
  sos: boolean;
  alarm: string | null;
  temperature: number | null;
  humidity: number | null;
}

/**
 * Each tracker's stored position just before `before` (the first new fix the detector sees for it): where its
 * alarm states stood, so a restart neither repeats nor misses a transition. One statement for all trackers.
 */
export async function findPreviousReadings(
  db: Db,
  wanted: readonly { deviceId: number; before: Date }[],
): Promise<Map<number, Reading>> {
  if (!wanted.length) return new Map();
  const rows = await rowsOf<Row>(
    db,
    sql`
    select q.device_id, p.battery, p.low_battery, p.sos, p.alarm, p.temperature, p.humidity
    from unnest(${array(wanted.map((w) => w.deviceId))}::int[],
                ${array(wanted.map((w) => iso(w.before)))}::timestamptz[]) as q(device_id, before)
    cross join lateral (
      select battery, low_battery, sos, attributes->>'alarm' as alarm, temperature, humidity from positions
      where positions.device_id = q.device_id and positions.fix_time < q.before
      order by fix_time desc limit 1
    ) p`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.device_id),
      {
        battery: r.battery === null ? null : Number(r.battery),
        lowBattery: r.low_battery,
        sos: r.sos,
        tamper: hasTamperAlarm(r.alarm),
        temperature: r.temperature === null ? null : Number(r.temperature),
        humidity: r.humidity === null ? null : Number(r.humidity),
      },
    ]),
  );
}
