import { acmeFleet } from './demo-fleet.ts';

/**
 * Active Acme trackers that stopped moving long before the demo was seeded (days before), so the map shows
 * the 'Hasn't moved in 14 days' (yellow) and '28 days' (red) colours on first start. The live simulator leaves
 * them alone, so they stay parked across restarts (and age: a week later the yellow ones are three weeks in).
 */
export const DEMO_PARKED_DAYS: Readonly<Record<string, number>> = {
  'Truck 05': 16,
  'Trailer 04': 18,
  'Pallet Tag 05': 19,
  'Truck 13': 34,
  'Pallet Tag 10': 31,
  'Trailer 10': 45,
};

/** Serial to days parked before the seed, for the parked demo trackers. */
export function parkedDaysBySerial(): Map<string, number> {
  return new Map(
    acmeFleet()
      .filter((t) => DEMO_PARKED_DAYS[t.name] !== undefined)
      .map((t) => [t.serial, DEMO_PARKED_DAYS[t.name]!]),
  );
}
