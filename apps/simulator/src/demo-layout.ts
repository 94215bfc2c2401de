import { REGION_KEYS } from './places/index.ts';
import type { ModelType, Role, TrackerSpec } from './tracker-spec.ts';

/**
 * How the demo fleet lives: Acme's serials LS100001.. in groups (trucks, vans, trailers, reefers, pallet tags;
 * mirrors apps/server/src/db/seed/demo-fleet.ts, and a seed test keeps the two in step), spread over the five
 * regions; the Rivera family (LS200001..3) at home in Montclair, NJ.
 */
const ACME_GROUPS: { count: number; modelType: ModelType; role: Role }[] = [
  { count: 20, modelType: 'vl501', role: 'haul' },
  { count: 12, modelType: 'vl501', role: 'urban' },
  { count: 12, modelType: 'll02', role: 'trailer' },
  { count: 10, modelType: 'th300', role: 'haul' },
  { count: 14, modelType: 'bt10', role: 'tag' },
];

const RIVERA: TrackerSpec[] = [
  {
    serial: 'LS200001',
    modelType: 'vl501',
    role: 'commuter',
    region: 'northeast',
    home: 'montclair',
    work: 'newark',
  },
  // Leo's school is in Bloomfield, a bus ride away
  {
    serial: 'LS200002',
    modelType: 'll02',
    role: 'commuter',
    region: 'northeast',
    home: 'montclair',
    work: 'bloomfield',
  },
  { serial: 'LS200003', modelType: 'bt10', role: 'homebody', region: 'northeast', home: 'montclair' },
];

/** The simulator spec of a demo serial, or null for a serial outside the demo. */
export function demoTrackerSpec(serial: string): TrackerSpec | null {
  const rivera = RIVERA.find((t) => t.serial === serial);
  if (rivera) return { ...rivera };
  const match = /^LS1(\d{5})$/.exec(serial);
  if (!match) return null;
  const seq = Number(match[1]);
  let first = 1;
  for (const group of ACME_GROUPS) {
    if (seq < first + group.count) {
      // neighbours in a group go to different regions, so every region gets some of each kind
      const region = REGION_KEYS[(seq - first) % REGION_KEYS.length]!;
      return { serial, modelType: group.modelType, role: group.role, region };
    }
    first += group.count;
  }
  return null;
}

/** The demo's model type for a serial (load runs against the demo fleet send fitting sensor values). */
export function demoModelType(serial: string): ModelType | null {
  return demoTrackerSpec(serial)?.modelType ?? null;
}
