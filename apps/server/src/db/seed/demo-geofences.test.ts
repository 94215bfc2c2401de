import { describe, expect, it } from 'vitest';
import { demoTrackerSpec, reportsBetween, TrackerLife } from '@lodestar/simulator';
import { geofenceArea, polygonProblem } from '../../modules/geofences/geofence-geometry.ts';
import { AccountGeofenceIndex } from '../../modules/geofences/geofence-index.ts';
import { acmeFleet, riveraFleet } from './demo-fleet.ts';
import { ACME_GEOFENCES, RIVERA_GEOFENCES } from './demo-geofences.ts';

const indexOf = (list: typeof ACME_GEOFENCES) =>
  new AccountGeofenceIndex(
    list.map((g, i) =>
      geofenceArea(i + 1, g.name, {
        lat: g.latitude,
        lng: g.longitude,
        radius: g.radius ?? null,
        geoJson: g.geoJson ?? null,
      }),
    ),
  );

/**
 * Transitions the simulated fleet makes in the first `minutes` after a start at `from`, judged as the detector
 * does (inside by more than the margin enters; clearly outside leaves; edges change nothing).
 */
function transitions(
  serials: string[],
  index: AccountGeofenceIndex,
  from: number,
  minutes: number,
): string[] {
  const found: string[] = [];
  for (const serial of serials) {
    const spec = demoTrackerSpec(serial);
    if (!spec) continue;
    const inside = new Set<number>();
    // the live simulator reports every minute or so on the road and every few minutes parked
    const cadence = { movingSeconds: 60, standingSeconds: 300 };
    for (const r of reportsBetween(new TrackerLife(spec), from, from + minutes * 60_000, cadence)) {
      const { geofences } = index.judge(r.lat, r.lon, r.accuracy);
      for (const id of [...inside])
        if (!geofences.inside.includes(id) && !geofences.edge.includes(id)) {
          inside.delete(id);
          found.push(`${serial} left ${index.nameOf(id)}`);
        }
      for (const id of geofences.inside)
        if (!inside.has(id)) {
          inside.add(id);
          found.push(`${serial} entered ${index.nameOf(id)}`);
        }
    }
  }
  return found;
}

describe('demo geofences', () => {
  it('are valid shapes', () => {
    for (const g of [...ACME_GEOFENCES, ...RIVERA_GEOFENCES])
      if (g.geoJson) expect(polygonProblem(g.geoJson), g.name).toBeNull();
    expect(ACME_GEOFENCES.some((g) => g.geoJson)).toBe(true);
    expect(RIVERA_GEOFENCES.map((g) => g.name)).toEqual(['Home', 'School']);
  });

  it('see entries and exits by the simulated fleet within minutes of a start, whatever the time', () => {
    const acme = acmeFleet().map((t) => t.serial);
    const index = indexOf(ACME_GEOFENCES);
    // four starts spread over a day: the fleet parks at depots at night and drives in the day
    for (const hour of [3, 9, 15, 21]) {
      const start = new Date();
      start.setUTCHours(hour, 0, 0, 0);
      const found = transitions(acme, index, start.getTime(), 15);
      expect(found.filter((t) => t.includes(' entered ')).length, `start at ${hour}:00 UTC`).toBeGreaterThan(
        0,
      );
    }
    // and exits over a working day
    const morning = new Date();
    morning.setUTCHours(13, 0, 0, 0);
    expect(transitions(acme, index, morning.getTime(), 8 * 60).some((t) => t.includes(' left '))).toBe(true);
  });

  it('see the Rivera family at Home', () => {
    const night = new Date();
    night.setUTCHours(6, 0, 0, 0);
    const found = transitions(
      riveraFleet().map((t) => t.serial),
      indexOf(RIVERA_GEOFENCES),
      night.getTime(),
      15,
    );
    expect(found.some((t) => t.endsWith('entered Home'))).toBe(true);
  });
});
