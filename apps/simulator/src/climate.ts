import { DAY, HOUR, MINUTE } from './itinerary.ts';
import { unitHash } from './random.ts';
import type { ResolvedSpec } from './tracker-spec.ts';
import type { TrackerState } from './tracker-life.ts';

export interface ClimateReading {
  temperatureC: number;
  humidity: number;
}

// A reefer's door stays open this long at a drop; the load warms and dries while it is.
const DOOR_OPEN = 30 * MINUTE;
// Chance per day of a cooling fault or a long defrost that warms the load for one to three hours.
const EXCURSION_CHANCE = 0.06;

const round1 = (v: number) => Math.round(v * 10) / 10;

/** How far a fault has warmed the load at `time` (0 outside one): ramps up and down over 40 minutes. */
function excursion(seed: number, time: number): number {
  const day = Math.floor(time / DAY);
  if (unitHash(seed, day, 33) >= EXCURSION_CHANCE) return 0;
  const start = day * DAY + unitHash(seed, day, 34) * 20 * HOUR;
  const end = start + (1 + 2 * unitHash(seed, day, 35)) * HOUR;
  if (time < start || time > end) return 0;
  const ramp = Math.min(1, (time - start) / (40 * MINUTE), (end - time) / (40 * MINUTE));
  return ramp * (5 + 4 * unitHash(seed, day, 36));
}

/**
 * Inside a reefer (th300 only; other models have no such sensors and report none): held around a set point of
 * 2.5-5.5 °C by a compressor cycling every 35-50 minutes, warming while the doors are open at a drop, and on
 * rare days a fault that takes it to 8-14 °C for a while, so temperature alerts have something to catch.
 */
export function climateAt(spec: ResolvedSpec, state: TrackerState): ClimateReading | null {
  if (spec.modelType !== 'th300') return null;
  const { seed } = spec;
  const t = state.time;
  const setPoint = 2.5 + 3 * unitHash(seed, 31);
  const period = (35 + 15 * unitHash(seed, 37)) * MINUTE;
  const noise = (unitHash(seed, Math.floor(t / MINUTE), 32) - 0.5) * 0.4;
  let temperature = setPoint + 0.7 * Math.sin((2 * Math.PI * t) / period) + noise;
  let humidity = 88 + 4 * Math.sin((2 * Math.PI * t) / (6 * HOUR)) + noise * 5;
  if (state.errand && t - state.since < DOOR_OPEN) {
    const open = 1 - (t - state.since) / DOOR_OPEN;
    temperature += 5 * open;
    humidity -= 15 * open;
  }
  const fault = excursion(seed, t);
  temperature += fault;
  humidity += fault * 0.8;
  return { temperatureC: round1(temperature), humidity: round1(Math.min(100, Math.max(0, humidity))) };
}
