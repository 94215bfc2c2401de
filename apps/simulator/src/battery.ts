import { DAY, HOUR, MINUTE } from './itinerary.ts';
import { unitHash } from './random.ts';
import type { ResolvedSpec } from './tracker-spec.ts';
import type { TrackerState } from './tracker-life.ts';

export interface BatteryReading {
  /** Percent 0-100, whole numbers as trackers send them. */
  level: number;
  /** null: the model cannot tell (coin cells are not charged). */
  charging: boolean | null;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** A car charger's backup cell: full while the engine runs, slowly drained while parked. */
function vehicleBattery(state: TrackerState): BatteryReading {
  const parkedLevel = (ms: number) => clamp(100 - (0.5 * ms) / HOUR, 12, 100);
  if (state.moving) {
    const driving = (state.time - state.since) / MINUTE;
    return { level: clamp(parkedLevel(state.parkedBeforeMs) + 1.5 * driving, 0, 100), charging: true };
  }
  return { level: parkedLevel(state.time - state.since), charging: false };
}

/**
 * A portable unit drains over a cycle of days and is recharged (four hours on a charger) at the end of it.
 * The cycle's length, phase and how low it gets differ per tracker, so the fleet shows every battery colour.
 */
function portableBattery(spec: ResolvedSpec, state: TrackerState): BatteryReading {
  const days =
    spec.role === 'commuter'
      ? 3
      : spec.modelType === 'th300'
        ? 18 + unitHash(spec.seed, 61) * 8
        : 10 + unitHash(spec.seed, 61) * 6;
  const cycle = days * DAY;
  const recharge = 4 * HOUR;
  const low = 8 + unitHash(spec.seed, 62) * 22;
  const offset = unitHash(spec.seed, 63) * cycle;
  const levelAt = (time: number): BatteryReading => {
    const t = (((time + offset) % cycle) + cycle) % cycle;
    if (t < cycle - recharge) return { level: 100 - ((100 - low) * t) / (cycle - recharge), charging: false };
    return { level: low + ((100 - low) * (t - (cycle - recharge))) / recharge, charging: true };
  };
  const parkedSince = spec.parkedSince?.getTime();
  if (parkedSince === undefined || state.time < parkedSince) return levelAt(state.time);
  // nobody comes to charge a forgotten tracker: it keeps draining at the same rate
  const drainPerMs = (100 - low) / (cycle - recharge);
  return {
    level: clamp(levelAt(parkedSince).level - drainPerMs * (state.time - parkedSince), 2, 100),
    charging: false,
  };
}

/** A tag's coin cell: a slow straight drain over eight months, then a fresh cell. */
function coinBattery(spec: ResolvedSpec, state: TrackerState): BatteryReading {
  const life = 240 * DAY;
  const t = (((state.time + unitHash(spec.seed, 64) * life) % life) + life) % life;
  return { level: 100 - (90 * t) / life, charging: null };
}

export function batteryAt(spec: ResolvedSpec, state: TrackerState): BatteryReading {
  const reading =
    spec.modelType === 'vl501'
      ? vehicleBattery(state)
      : spec.modelType === 'bt10'
        ? coinBattery(spec, state)
        : portableBattery(spec, state);
  return { level: Math.round(clamp(reading.level, 0, 100)), charging: reading.charging };
}
