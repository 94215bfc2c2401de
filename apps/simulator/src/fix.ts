import { offsetMetres, type LatLon } from './geo.ts';
import { unitHash } from './random.ts';
import type { ResolvedSpec } from './tracker-spec.ts';
import type { TrackerState } from './tracker-life.ts';

export type FixType = 'gps' | 'wifi' | 'cell' | 'ble';

/** Accuracy ranges in metres for each way of locating (issue 6). */
export const ACCURACY_METRES: Record<FixType, readonly [number, number]> = {
  gps: [3, 15],
  wifi: [20, 80],
  cell: [300, 2000],
  ble: [1, 10],
};

export interface Fix extends LatLon {
  fix: FixType;
  accuracy: number;
}

/** Picks a fix type from [type, weight] pairs with a uniform number u in [0, 1). */
function weighted(u: number, choices: [FixType, number][]): FixType {
  let acc = 0;
  for (const [type, weight] of choices) {
    acc += weight;
    if (u < acc) return type;
  }
  return choices[choices.length - 1]![0];
}

function fixType(spec: ResolvedSpec, state: TrackerState, u: number): FixType {
  if (spec.modelType === 'bt10') return 'ble';
  const indoors =
    state.place !== null &&
    (state.place.kind === 'warehouse' || state.place.kind === 'depot' || spec.role === 'commuter');
  let type: FixType;
  if (spec.modelType === 'll02') {
    // a portable unit sleeps its GPS indoors and locates by nearby wifi or the cell tower
    if (state.moving)
      type = weighted(u, [
        ['gps', 0.85],
        ['cell', 0.15],
      ]);
    else if (indoors)
      type = weighted(u, [
        ['wifi', 0.65],
        ['cell', 0.35],
      ]);
    else
      type = weighted(u, [
        ['gps', 0.8],
        ['wifi', 0.1],
        ['cell', 0.1],
      ]);
  } else {
    // vehicle units have a roof antenna: GPS nearly always, the cell tower in tunnels and garages
    type = weighted(
      u,
      state.moving
        ? [
            ['gps', 0.97],
            ['cell', 0.03],
          ]
        : [
            ['gps', 0.93],
            ['wifi', 0.04],
            ['cell', 0.03],
          ],
    );
  }
  // a long-parked tracker's wandering cell fixes would read as trips and hide how long it has stood
  return state.parkedForGood && type === 'cell' ? 'wifi' : type;
}

/**
 * How the tracker located itself at this moment, and where it thinks it is: the true point moved by a random
 * error of up to half the stated accuracy, as real fixes scatter around the truth.
 */
export function measureFix(spec: ResolvedSpec, state: TrackerState): Fix {
  const second = Math.floor(state.time / 1000);
  const fix = fixType(spec, state, unitHash(spec.seed, second, 41));
  const [min, max] = ACCURACY_METRES[fix];
  const accuracy = Math.round((min + (max - min) * unitHash(spec.seed, second, 42)) * 10) / 10;
  const error = accuracy * 0.5 * unitHash(spec.seed, second, 43);
  const at = offsetMetres(state, 360 * unitHash(spec.seed, second, 44), error);
  return { ...at, fix, accuracy };
}
