import { batteryAt } from './battery.ts';
import { anchorInReach, type BleAnchor } from './ble-anchors.ts';
import { climateAt } from './climate.ts';
import { measureFix, type FixType } from './fix.ts';
import { unitHash } from './random.ts';
import type { TrackerLife, TrackerState } from './tracker-life.ts';
import type { ModelType } from './tracker-spec.ts';

/** One report as a device would send it, in stored units (speed m/s, temperature °C). */
export interface SimulatedReport {
  identifier: string;
  time: Date;
  lat: number;
  lon: number;
  speedMps: number;
  course: number | null;
  accuracy: number;
  fix: FixType;
  battery: number;
  charging: boolean | null;
  sos: boolean;
  temperatureC: number | null;
  humidity: number | null;
  /** The answer to the last command the server handed over, sent once as `result`. */
  result?: string;
  /**
   * A BLE tag standing near an anchor: the anchor's serial, sent as `fix=ble&anchor=<serial>` without coordinates
   * (a tag has no GNSS; the server places it at the anchor's pin).
   */
  anchor?: string;
  /** The SIM's ICCID, sent as `iccid` when the tracker reports its SIM (a swapped SIM is confirmed by it). */
  iccid?: string;
}

// About one report in 20,000 from a tracker with a button carries SOS: a few in the seeded weeks, now and
// then live, never so many that alerts become noise.
const SOS_CHANCE = 1 / 20_000;
const SOS_MODELS: readonly ModelType[] = ['vl501', 'll02'];

/**
 * What the tracker reports at `time`: its state measured with the noise and sensors of its model; a BLE tag
 * standing near one of `anchors` reports that anchor.
 */
export function reportAt(
  life: TrackerLife,
  time: number,
  state: TrackerState = life.stateAt(time),
  anchors: readonly BleAnchor[] = [],
): SimulatedReport {
  const spec = life.spec;
  const anchor = anchorInReach(spec, state, anchors);
  const second = Math.floor(time / 1000);
  const fix = measureFix(spec, state);
  const battery = batteryAt(spec, state);
  const climate = climateAt(spec, state);
  // a speedometer wobbles a few percent around the cruising speed
  const speed = state.moving ? state.speedMps * (0.96 + 0.08 * unitHash(spec.seed, second, 52)) : 0;
  return {
    identifier: spec.serial,
    time: new Date(time),
    lat: fix.lat,
    lon: fix.lon,
    speedMps: Math.round(speed * 100) / 100,
    course: state.course === null ? null : Math.round(state.course),
    accuracy: fix.accuracy,
    fix: fix.fix,
    battery: battery.level,
    charging: battery.charging,
    sos:
      SOS_MODELS.includes(spec.modelType) &&
      !state.parkedForGood &&
      unitHash(spec.seed, second, 51) < SOS_CHANCE,
    temperatureC: climate?.temperatureC ?? null,
    humidity: climate?.humidity ?? null,
    ...(anchor && { fix: 'ble' as const, anchor: anchor.serial }),
  };
}

/** How often a tracker reports; `movingSeconds: null` means it cannot report on the road (BLE tags). */
export interface Cadence {
  movingSeconds: number | null;
  standingSeconds: number;
}

/**
 * How often each model reported in the seeded history. Real units report more often on the road (every 1-2
 * minutes); five minutes keeps a path's shape (a report also marks every departure and arrival, so stops are
 * exact) while three weeks of a fleet still seed in seconds on the embedded database. Parked units send a
 * heartbeat every few hours, reefers log the temperature every two; BLE tags are seen only by the gateways of
 * the warehouses they stand in.
 */
export const HISTORY_CADENCE: Record<ModelType, Cadence> = {
  vl501: { movingSeconds: 300, standingSeconds: 3 * 3600 },
  th300: { movingSeconds: 300, standingSeconds: 2 * 3600 },
  ll02: { movingSeconds: 300, standingSeconds: 4 * 3600 },
  bt10: { movingSeconds: null, standingSeconds: 4 * 3600 },
};

/**
 * Every report from `from` up to (not including) `to` at the given cadence. A report also goes out just after
 * each departure and arrival, as motion-triggered trackers do, so stops start and end where they really do.
 */
export function* reportsBetween(
  life: TrackerLife,
  from: number,
  to: number,
  cadence: Cadence,
): Generator<SimulatedReport> {
  let time = from;
  while (time < to) {
    const state = life.stateAt(time);
    const silent = state.moving && cadence.movingSeconds === null;
    if (!silent) yield reportAt(life, time, state);
    const step = (state.moving ? (cadence.movingSeconds ?? Infinity) : cadence.standingSeconds) * 1000;
    // a few seconds of jitter, so a fleet's reports do not all land on the same second
    const jitter = Math.floor(unitHash(life.spec.seed, time, 53) * 10_000);
    const next = time + step + jitter;
    time = state.until > time && state.until < next ? state.until + 1000 + jitter : next;
  }
}
