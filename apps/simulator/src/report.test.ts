import { describe, expect, it } from 'vitest';
import { ACCURACY_METRES } from './fix.ts';
import { HISTORY_CADENCE, reportsBetween, type SimulatedReport } from './report.ts';
import { TrackerLife } from './tracker-life.ts';
import { MODEL_TYPES, type ModelType, type TrackerSpec } from './tracker-spec.ts';

const DAY = 86_400_000;
const FROM = Date.UTC(2026, 2, 2);

function reports(spec: TrackerSpec, days = 21): SimulatedReport[] {
  return [...reportsBetween(new TrackerLife(spec), FROM, FROM + days * DAY, HISTORY_CADENCE[spec.modelType])];
}

const fleets = new Map<ModelType, SimulatedReport[]>();
/** Two weeks of five trackers of a model (computed once per model). */
function fleet(modelType: ModelType): SimulatedReport[] {
  let all = fleets.get(modelType);
  if (!all) {
    all = Array.from({ length: 5 }, (_, i) => reports({ serial: `${modelType}-${i}`, modelType }, 14)).flat();
    fleets.set(modelType, all);
  }
  return all;
}

describe('simulated reports', () => {
  it('state an accuracy that fits how the fix was made', () => {
    for (const modelType of MODEL_TYPES) {
      for (const r of fleet(modelType)) {
        const [min, max] = ACCURACY_METRES[r.fix];
        expect(r.accuracy).toBeGreaterThanOrEqual(min);
        expect(r.accuracy).toBeLessThanOrEqual(max);
      }
    }
  });

  it('use BLE for tags, GPS on the road for vehicles, wifi and cell for portable units indoors', () => {
    expect(new Set(fleet('bt10').map((r) => r.fix))).toEqual(new Set(['ble']));
    const vehicle = fleet('vl501').filter((r) => r.speedMps > 0);
    expect(vehicle.filter((r) => r.fix === 'gps').length / vehicle.length).toBeGreaterThan(0.9);
    const portable = fleet('ll02').map((r) => r.fix);
    expect(portable).toContain('wifi');
    expect(portable).toContain('cell');
  });

  it('keep the battery between 0 and 100, charging car chargers on the road', () => {
    for (const modelType of MODEL_TYPES) {
      for (const r of fleet(modelType)) {
        expect(Number.isInteger(r.battery)).toBe(true);
        expect(r.battery).toBeGreaterThanOrEqual(0);
        expect(r.battery).toBeLessThanOrEqual(100);
      }
    }
    const car = fleet('vl501');
    expect(car.filter((r) => r.speedMps > 0).every((r) => r.charging === true)).toBe(true);
    expect(car.filter((r) => r.speedMps === 0).every((r) => r.charging === false)).toBe(true);
    const portable = fleet('ll02');
    expect(Math.min(...portable.map((r) => r.battery))).toBeLessThan(40);
    expect(portable.some((r) => r.charging)).toBe(true);
  });

  it('carry temperature and humidity for the cold chain model only, around a reefer set point', () => {
    for (const modelType of ['vl501', 'll02', 'bt10'] as const) {
      expect(fleet(modelType).every((r) => r.temperatureC === null && r.humidity === null)).toBe(true);
    }
    const reefer = reports({ serial: 'R1', modelType: 'th300' });
    const temps = reefer.map((r) => r.temperatureC!).sort((a, b) => a - b);
    const median = temps[Math.floor(temps.length / 2)]!;
    expect(median).toBeGreaterThan(1.5);
    expect(median).toBeLessThan(6.5);
    expect(reefer.every((r) => r.humidity! >= 0 && r.humidity! <= 100)).toBe(true);
  });

  it('raise SOS rarely', () => {
    const all = [...fleet('vl501'), ...fleet('ll02')];
    expect(all.filter((r) => r.sos).length).toBeLessThan(all.length / 1000);
  });

  it('keep a parked tracker within its movement radius, so it does not count as moved', () => {
    const parkedSince = new Date(FROM + DAY);
    const after = reports({ serial: 'P1', modelType: 'll02', parkedSince }).filter(
      (r) => r.time >= parkedSince,
    );
    expect(after.length).toBeGreaterThan(100);
    expect(after.every((r) => r.fix !== 'cell' && r.speedMps === 0)).toBe(true);
    const lats = after.map((r) => r.lat);
    // 100 m is about 0.0009 degrees of latitude
    expect(Math.max(...lats) - Math.min(...lats)).toBeLessThan(0.0009);
  });
});
