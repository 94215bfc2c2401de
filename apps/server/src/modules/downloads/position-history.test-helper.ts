import type { Database } from '../../db/database.ts';

/**
 * Stores `count` one-minute positions for a tracker from `start`, straight into the history table (one statement,
 * so thousands of rows cost a moment on either database). Latitude grows by 0.0001 a minute, speed is 10 m/s,
 * temperature 4 °C.
 */
export async function storeMinutePositions(database: Database, deviceId: number, start: Date, count: number) {
  await database.query(
    `insert into positions (device_id, fix_time, latitude, longitude, speed, battery, temperature, fix, address)
     select $1::integer, $2::timestamptz + n * interval '1 minute', 41 + n * 0.0001, -87.5, 10, 50, 4, 'wifi',
            'Near Gary, IN, US'
     from generate_series(0, $3::integer - 1) as n`,
    [deviceId, start.toISOString(), count],
  );
}
