import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { createFixture } from '../../../../../bench/fixture.ts';
import { storeHistoryFixture } from '../../../../../bench/fixtures/history-fixture.ts';
import { findStopPoints } from './history.repository.ts';

const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);
const f = await createFixture(db, 2);
const h = await storeHistoryFixture(db, f);
const time = async (label: string, fn: () => Promise<unknown>) => {
  const s = performance.now();
  for (let i = 0; i < 3; i++) await fn();
  console.log(label, ((performance.now() - s) / 3).toFixed(0), 'ms');
};
const p = [h.deviceId, h.from, h.to];
const range = { from: new Date(h.from), to: new Date(h.to) };
await time('current', () => findStopPoints(db, h.deviceId, range));


await time('ints4-nosort', () => db.query(`select string_agg(t::text, ',') t, string_agg(la::text, ',') la, string_agg(lo::text, ',') lo, string_agg(coalesce(acc::text, ''), ',') acc, string_agg(kind, '') kind from (
    select (extract(epoch from fix_time) * 1000)::bigint t, round(latitude * 1e7)::int la, round(longitude * 1e7)::int lo, round(accuracy)::int acc, case when valid then left(fix, 1) else 'x' end kind
    from positions where device_id=$1 and fix_time>=$2 and fix_time<=$3 order by fix_time) x`, p));
await time('one-nosort', () => db.query(`select string_agg(concat_ws(',', t, la, lo, acc, kind), ';') t from (
    select (extract(epoch from fix_time) * 1000)::bigint t, round(latitude * 1e7)::int la, round(longitude * 1e7)::int lo, round(accuracy)::int acc, case when valid then left(fix, 1) else 'x' end kind
    from positions where device_id=$1 and fix_time>=$2 and fix_time<=$3 order by fix_time) x`, p));
await time('floats-nosort', () => db.query(`select string_agg(t::text, ',') t, string_agg(latitude::text, ',') la, string_agg(longitude::text, ',') lo, string_agg(coalesce(accuracy::text, ''), ',') acc, string_agg(kind, '') kind from (
    select (extract(epoch from fix_time) * 1000)::bigint t, latitude, longitude, accuracy, case when valid then left(fix, 1) else 'x' end kind
    from positions where device_id=$1 and fix_time>=$2 and fix_time<=$3 order by fix_time) x`, p));
await db.close();
