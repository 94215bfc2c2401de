import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceIdOf, trackerReport } from '../../ingest/ingest.test-helper.ts';
import { seedDemoEvents } from '../../db/seed/demo-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeHistory } from '../positions/position-history-writer.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const start = Date.now() - 48 * HOUR;

describe('events for bulk-written history (the demo seed)', () => {
  it("finds a reefer's SLA breaches and low battery in its stored history with the live rules", async () => {
    // Reefer 01 has the demo's chilled-goods SLA: 0-8 °C, 60-95% humidity
    const reefer = await deviceIdOf(t.database, 'LS100045');
    const temps = [4, 5, 9, 11, 6, 4, -1, 3];
    const batteries = [60, 50, 40, 30, 19, 18, 17, 50];
    await storeHistory(
      t.database.db,
      reefer,
      temps.map((temperatureC, i) =>
        trackerReport({
          fixTime: new Date(start + i * HOUR),
          latitude: 41.8,
          longitude: -87.6,
          temperatureC,
          humidity: 80,
          battery: batteries[i]!,
        }),
      ),
    );
    // a car without sensors: its SOS alarm (two reports of one alarm) is one event
    const truck = await deviceIdOf(t.database, 'LS100001');
    await storeHistory(
      t.database.db,
      truck,
      [false, true, true, false].map((sos, i) =>
        trackerReport({ fixTime: new Date(start + i * HOUR), latitude: 41.8, longitude: -87.6, sos }),
      ),
    );

    expect(await seedDemoEvents(t.database, t.demo)).toEqual({ events: 4 });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${t.demo.accounts.acme}/events?per_page=10`,
      headers: bearer(admin),
    });
    expect(
      list
        .json()
        .data.map((e: { device_id: number; event_type: string; created_at: string }) => [
          e.device_id,
          e.event_type,
          e.created_at,
        ]),
    ).toEqual([
      [reefer, 'temperature_low', new Date(start + 6 * HOUR).toISOString()],
      [reefer, 'low_battery', new Date(start + 4 * HOUR).toISOString()],
      [reefer, 'temperature_high', new Date(start + 2 * HOUR).toISOString()],
      [truck, 'sos', new Date(start + HOUR).toISOString()],
    ]);
  });
});
