import type { Database, Db } from '../database.ts';
import { deviceTriggers } from '../schema/index.ts';
import { replayTrackerEvents } from '../../modules/events/event-replay.ts';
import { acmeFleet } from './demo-fleet.ts';
import type { DemoIds } from './demo-ids.ts';

/**
 * The chilled-goods SLA of the demo reefers: 0-8 °C (32-46.4 °F) and 60-95% humidity. Their simulated set points
 * (2.5-5.5 °C) sit inside it; door openings at drops and the occasional cooling fault break it, as real loads do.
 */
export const DEMO_REEFER_SLA = { minTemperature: 0, maxTemperature: 8, minHumidity: 60, maxHumidity: 95 };

/** Every Acme reefer gets the chilled-goods SLA (tracker details' SLA form shows it filled in). */
export async function seedDemoSlas(db: Db, ids: DemoIds): Promise<void> {
  const reefers = acmeFleet().flatMap((t, i) => (t.model === 'coldChain' ? [ids.devices.acme[i]!] : []));
  if (reefers.length)
    await db.insert(deviceTriggers).values(reefers.map((deviceId) => ({ deviceId, ...DEMO_REEFER_SLA })));
}

/** Events for the seeded history: low batteries, SOS alarms and reefer SLA breaches, as if detected live. */
export async function seedDemoEvents(database: Database, ids: DemoIds): Promise<{ events: number }> {
  let events = 0;
  for (const [accountId, deviceIds] of [
    [ids.accounts.acme, ids.devices.acme],
    [ids.accounts.rivera, ids.devices.rivera],
  ] as const) {
    for (const deviceId of deviceIds) events += await replayTrackerEvents(database.db, accountId, deviceId);
  }
  return { events };
}
