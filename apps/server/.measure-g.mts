import { openDatabase } from '/work/main/apps/server/src/db/database.ts';
import { migrate } from '/work/main/apps/server/src/db/migrate.ts';
const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);
await db.query(`set session_replication_role = replica`);
const SQL = `
  insert into positions (device_id, fix_time, server_time, latitude, longitude, valid, fix, accuracy, speed, course,
                         battery, temperature, humidity)
  select 1, t, t, lat, lng, true, 'gps', 8, speed, 45, 60 + (n % 40), 4 + (n % 7), 50
  from (
    select n, '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 minute' as t, m,
           (((n * 7919) % 11) - 5) * 0.00002 as jitter,
           case when m < 120 then 0 when m < 150 then (m - 120) / 30.0 when m < 210 then 1 else 1 - (m - 210) / 30.0 end as share,
           case when m < 120 or (m >= 150 and m < 210) then 0 else 12.5 end as speed
    from (select n, n % 240 as m from generate_series(0, 129599) as n) cycle
  ) track,
  lateral (select 41.85 + share * 0.2 + jitter as lat, -87.65 + share * 0.2 - jitter as lng) place`;
await db.query(SQL);
await db.query(`set session_replication_role = origin`);
await db.query('analyze positions');
const range = ['2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z'];
const where = `from positions where device_id = 1 and fix_time >= $1 and fix_time <= $2 order by fix_time`;
import { findStopPoints, findRangeFingerprint } from '/work/main/apps/server/src/modules/history/stop-points.repository.ts';
import { detectStops } from '/work/main/packages/domain/src/index.ts';
const r = { from: new Date(range[0]!), to: new Date(range[1]!) };
for (let i = 0; i < 4; i++) {
  const a = performance.now();
  await findRangeFingerprint(db, 1, r);
  const b = performance.now();
  const [row] = await db.query<any>(`select string_agg(t::text, ',') as t, string_agg(lat::text, ',') as lat, string_agg(lng::text, ',') as lng,
            string_agg(coalesce(acc::text, ''), ',') as acc, string_agg(kind, '') as kind
     from (select (date_part('epoch', fix_time) * 1000)::bigint as t, latitude as lat, longitude as lng,
                  accuracy as acc, case when valid then left(fix, 1) else 'x' end as kind from positions where device_id = 1 and fix_time >= $1 and fix_time <= $2 order by fix_time) o`, range);
  const c = performance.now();
  const pts = await findStopPoints(db, 1, r);
  const d = performance.now();
  const stops = detectStops(pts);
  const e = performance.now();
  console.log({ fingerprint: Math.round(b - a), query: Math.round(c - b), queryAndMap: Math.round(d - c), detect: Math.round(e - d), stops: stops.length });
}
