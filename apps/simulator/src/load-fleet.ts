import type { BleAnchor } from './ble-anchors.ts';
import { demoTrackerSpec } from './demo-layout.ts';
import { osmandQuery } from './osmand-query.ts';
import { reportAt } from './report.ts';
import { TrackerLife } from './tracker-life.ts';
import type { ModelType, TrackerSpec } from './tracker-spec.ts';

/** Identifiers as the demo and the bench fixtures number them: prefix + five digits (LS1 + 00001 = LS100001). */
export function fleetIdentifiers(prefix: string, count: number, first = 1): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${String(first + i).padStart(5, '0')}`);
}

/** Specs for load trackers: the demo's own life for a demo serial, else the given model's default life. */
export function loadSpecs(identifiers: string[], modelType: ModelType | 'auto'): TrackerSpec[] {
  return identifiers.map((serial) => {
    const demo = modelType === 'auto' ? demoTrackerSpec(serial) : null;
    return demo ?? { serial, modelType: modelType === 'auto' ? 'vl501' : modelType };
  });
}

/**
 * The query builder for runLoad: each tracker's simulated report at the moment of sending. With `milliseconds`
 * the fix time is made strictly increasing per tracker, so fast rounds never repeat a fix time (a repeat is
 * stored once and would not count as new load).
 */
export function lifeQueries(
  specs: TrackerSpec[],
  milliseconds: boolean,
  anchors: readonly BleAnchor[] = [],
): (tracker: number, now: number) => string {
  const lives = specs.map((spec) => new TrackerLife(spec));
  const last = new Float64Array(specs.length);
  return (tracker, now) => {
    const step = milliseconds ? 1 : 1000;
    const time = Math.max(now, last[tracker]! + step);
    last[tracker] = time;
    const life = lives[tracker]!;
    return osmandQuery(reportAt(life, time, life.stateAt(time), anchors), { milliseconds });
  };
}
