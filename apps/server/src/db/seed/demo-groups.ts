import type { Db } from '../database.ts';
import { groupDevices, groups } from '../schema/index.ts';
import type { DemoTracker } from './demo-fleet.ts';

/**
 * Acme's tracker groups (issue 16): two regions, three vehicle types and one group still empty, so a newcomer sees
 * groups in use and the empty state. Membership follows the tracker names, so every seed has the same groups: the
 * odd-numbered vehicles are the north's, the even-numbered the south's (pallet tags travel with both); the
 * driver's trackers (number 07) are all in North region, so the devices role sees groups too.
 */
export const DEMO_GROUPS: { name: string; holds: (tracker: DemoTracker) => boolean }[] = [
  { name: 'North region', holds: (t) => isVehicle(t) && numberOf(t) % 2 === 1 },
  { name: 'South region', holds: (t) => isVehicle(t) && numberOf(t) % 2 === 0 },
  { name: 'Trucks', holds: (t) => t.name.startsWith('Truck ') },
  { name: 'Vans', holds: (t) => t.name.startsWith('Van ') },
  { name: 'Cold chain', holds: (t) => t.name.startsWith('Reefer ') },
  { name: 'New hires', holds: () => false },
];

const numberOf = (t: DemoTracker) => Number(/ (\d+)/.exec(t.name)?.[1] ?? 0);
const isVehicle = (t: DemoTracker) => !t.name.startsWith('Pallet Tag');

/** Inserts the demo groups of one account; `deviceIds[i]` is the id of `fleet[i]`. Two statements in all. */
export async function seedDemoGroups(
  tx: Db,
  accountId: number,
  fleet: DemoTracker[],
  deviceIds: number[],
): Promise<void> {
  const rows = await tx
    .insert(groups)
    .values(DEMO_GROUPS.map((g) => ({ accountId, name: g.name })))
    .returning({ id: groups.id, name: groups.name });
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const members = DEMO_GROUPS.flatMap((g) =>
    fleet.flatMap((t, i) => (g.holds(t) ? [{ groupId: idOf.get(g.name)!, deviceId: deviceIds[i]! }] : [])),
  );
  if (members.length) await tx.insert(groupDevices).values(members);
}
