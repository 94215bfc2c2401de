import { REGION_KEYS, type RegionKey } from './places/index.ts';
import { hashString } from './random.ts';

/** The device types of the demo catalogue (models.device_type). */
export const MODEL_TYPES = ['vl501', 'll02', 'th300', 'bt10'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

/**
 * How a tracker spends its days:
 * - haul: a truck or reefer between cities of its region, one to three legs a day, day or night shift;
 * - urban: a delivery van doing rounds in the metro area from its depot;
 * - trailer: a trailer moved every few days between depots and towns;
 * - tag: a pallet tag that rides along between warehouses now and then;
 * - commuter: a family car or a child's backpack: home, work or school, an errand, home;
 * - homebody: a key ring that stays home and goes out for an errand some days.
 */
export type Role = 'haul' | 'urban' | 'trailer' | 'tag' | 'commuter' | 'homebody';

/** What the simulator needs to know about one tracker. Everything left out is derived from the serial. */
export interface TrackerSpec {
  /** The identifier it reports with (the demo uses serials). */
  serial: string;
  modelType: ModelType;
  role?: Role;
  region?: RegionKey;
  /** Where a loop role (urban, commuter, homebody) starts and ends its days: a place key of the region. */
  home?: string;
  /** Where a commuter spends the working day (office, school). */
  work?: string;
  /** From this moment the tracker never moves again (the demo's stale trackers). */
  parkedSince?: Date;
  /** Defaults to a hash of the serial. */
  seed?: number;
}

/** The role a model type plays when the spec does not say; vehicle trackers split between trucks and vans. */
export function defaultRole(modelType: ModelType, seed: number): Role {
  switch (modelType) {
    case 'vl501':
      return seed % 3 === 0 ? 'urban' : 'haul';
    case 'll02':
      return 'trailer';
    case 'th300':
      return 'haul';
    case 'bt10':
      return 'tag';
  }
}

/** The spec with every default filled in. */
export interface ResolvedSpec extends Required<Omit<TrackerSpec, 'parkedSince' | 'home' | 'work'>> {
  parkedSince: Date | null;
  home: string | null;
  work: string | null;
}

export function resolveSpec(spec: TrackerSpec): ResolvedSpec {
  const seed = spec.seed ?? hashString(spec.serial);
  return {
    serial: spec.serial,
    modelType: spec.modelType,
    seed,
    role: spec.role ?? defaultRole(spec.modelType, seed),
    region: spec.region ?? REGION_KEYS[seed % REGION_KEYS.length]!,
    home: spec.home ?? null,
    work: spec.work ?? null,
    parkedSince: spec.parkedSince ?? null,
  };
}

export function isModelType(value: string): value is ModelType {
  return (MODEL_TYPES as readonly string[]).includes(value);
}
