import { describe, expect, it } from 'vitest';
import { distanceMetres } from './geo.ts';
import { HISTORY_CADENCE, reportsBetween } from './report.ts';
import { demoTrackerSpec } from './demo-layout.ts';
import { SPEED_KMH } from './route.ts';
import { TrackerLife } from './tracker-life.ts';
import type { TrackerSpec } from './tracker-spec.ts';

const DAY = 86_400_000;
const FROM = Date.UTC(2026, 2, 2); // a Monday
const truck: TrackerSpec = { serial: 'T1', modelType: 'vl501', role: 'haul', region: 'midwest', seed: 42 };

function sample(life: TrackerLife, from: number, to: number, stepMs: number) {
  const states = [];
  for (let t = from; t < to; t += stepMs) states.push(life.stateAt(t));
  return states;
}

describe('a simulated tracker life', () => {
  it('is the same journey for the same seed, and another for another seed', () => {
    const a = [...reportsBetween(new TrackerLife(truck), FROM, FROM + 3 * DAY, HISTORY_CADENCE.vl501)];
    const b = [...reportsBetween(new TrackerLife(truck), FROM, FROM + 3 * DAY, HISTORY_CADENCE.vl501)];
    const c = [
      ...reportsBetween(new TrackerLife({ ...truck, seed: 43 }), FROM, FROM + 3 * DAY, HISTORY_CADENCE.vl501),
    ];
    expect(a.length).toBeGreaterThan(50);
    expect(b).toEqual(a);
    expect(c.map((r) => [r.lat, r.lon])).not.toEqual(a.map((r) => [r.lat, r.lon]));
  });

  it('answers any moment the same whether asked in order or not', () => {
    const times = Array.from({ length: 40 }, (_, i) => FROM + i * 3_600_000 * 3.7);
    const inOrder = times.map((t) => new TrackerLife(truck).stateAt(t));
    const life = new TrackerLife(truck);
    const shuffled = [...times]
      .reverse()
      .map((t) => life.stateAt(t))
      .reverse();
    expect(shuffled).toEqual(inOrder);
  });

  it('drives at urban and highway speeds and never jumps', () => {
    for (const role of ['haul', 'urban', 'trailer'] as const) {
      const life = new TrackerLife({ ...truck, role, serial: role });
      const states = sample(life, FROM, FROM + 7 * DAY, 60_000);
      const moving = states.filter((s) => s.moving);
      expect(moving.length).toBeGreaterThan(10);
      for (const s of moving) {
        expect(s.speedMps * 3.6).toBeGreaterThanOrEqual(SPEED_KMH.street[0] - 1e-9);
        expect(s.speedMps * 3.6).toBeLessThanOrEqual(SPEED_KMH.highway[1] + 1e-9);
      }
      for (let i = 1; i < states.length; i++) {
        // a minute at 110 km/h is 1.83 km; anything further would be a teleport
        expect(distanceMetres(states[i - 1]!, states[i]!)).toBeLessThan(1900);
      }
    }
  });

  it('ends each day where the next one starts', () => {
    const life = new TrackerLife(truck);
    for (let day = 20_500; day < 20_530; day++) {
      const today = life.dayPlan(day).phases;
      const tomorrow = life.dayPlan(day + 1).phases;
      const last = today[today.length - 1]!;
      const first = tomorrow[0]!;
      expect(last.kind).toBe('stay');
      expect(first.kind).toBe('stay');
      if (last.kind === 'stay' && first.kind === 'stay') expect(first.place.key).toBe(last.place.key);
      expect(life.dayPlan(day + 1).start).toBe(life.dayPlan(day).end);
    }
  });

  it('moves every demo trailer and pallet tag at least once a week, also when its drive day ends where it began', () => {
    // Pallet Tag 01 (LS100055) used to stand 20 days from 17 November 2026: two weekly drive days went nowhere
    const specs = Array.from({ length: 68 }, (_, i) =>
      demoTrackerSpec(`LS1${String(i + 1).padStart(5, '0')}`)!,
    );
    const chained = specs.filter((s) => s.role === 'trailer' || s.role === 'tag');
    expect(chained.length).toBeGreaterThan(20);
    const first = Math.floor(Date.UTC(2026, 9, 1) / DAY);
    for (const spec of chained) {
      const life = new TrackerLife(spec);
      const driveDays: number[] = [];
      for (let day = first; day < first + 200; day++) {
        if (life.dayPlan(day).phases.some((p) => p.kind === 'drive')) driveDays.push(day);
      }
      const longest = Math.max(...driveDays.slice(1).map((d, i) => d - driveDays[i]!));
      expect(longest, spec.serial).toBeLessThanOrEqual(7);
    }
  });

  it('stands still for good once parked', () => {
    const parkedSince = new Date(FROM + 2 * DAY);
    const life = new TrackerLife({ ...truck, parkedSince });
    const after = sample(life, parkedSince.getTime(), parkedSince.getTime() + 20 * DAY, 3_600_000);
    expect(after.every((s) => !s.moving && s.speedMps === 0 && s.parkedForGood)).toBe(true);
    expect(new Set(after.map((s) => `${s.lat},${s.lon}`)).size).toBe(1);
    expect(life.nextDeparture(parkedSince.getTime())).toBeNull();
  });

  it('brings a commuter home every night', () => {
    const life = new TrackerLife({
      serial: 'C1',
      modelType: 'vl501',
      role: 'commuter',
      region: 'northeast',
      home: 'montclair',
      work: 'newark',
    });
    for (let day = 20_500; day < 20_514; day++) {
      const phases = life.dayPlan(day).phases;
      const last = phases[phases.length - 1]!;
      expect(last.kind === 'stay' && last.place.key).toBe('montclair');
    }
  });
});
