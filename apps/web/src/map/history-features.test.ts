import type { HistoryPath, Stop } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  parkedSpread,
  pathBounds,
  pathFeatures,
  speedColour,
  stopColour,
  stopFeatures,
} from './history-features.ts';

type Fix = [minute: number, lng: number, lat: number, speed: number | null];
const fix = (...f: Fix): Fix => f;

/** Fixes a minute apart (from 2026-06-01 08:00 UTC) as the path columns the server answers. */
function pathOf(fixes: Fix[]): HistoryPath {
  return {
    time: fixes.map(([minute]) => Date.UTC(2026, 5, 1, 8, minute) / 1000),
    lng: fixes.map(([, lng]) => lng),
    lat: fixes.map(([, , lat]) => lat),
    speed: fixes.map(([, , , speed]) => speed),
  };
}

describe('speed and stop colours (spec 1 §2.5)', () => {
  it('colours speeds: at most 0.5 red, at most 4 orange, otherwise dark', () => {
    expect([0, 0.5, 0.51, 4, 4.01, 30].map(speedColour)).toEqual([
      'red',
      'red',
      'orange',
      'orange',
      'dark',
      'dark',
    ]);
  });

  it('colours stops by radius: at or below 0.5 red, at or below 4 orange, otherwise dark', () => {
    expect([0.1, 0.5, 0.6, 4, 4.5].map(stopColour)).toEqual(['red', 'red', 'orange', 'orange', 'dark']);
  });
});

describe('path features', () => {
  it('groups legs by colour into one line feature each, without gaps between colours', () => {
    const path = pathOf([
      fix(0, 0, 0, 10),
      fix(1, 0.01, 0, 10),
      fix(2, 0.02, 0, 2),
      fix(3, 0.03, 0, 10),
      fix(4, 0.04, 0, 0),
    ]);
    const lines = pathFeatures(path);
    expect(lines.features.every((f) => f.geometry.type === 'MultiLineString')).toBe(true);
    const byColour = Object.fromEntries(
      lines.features.map((f) => [f.properties.colour, f.geometry.coordinates]),
    );
    expect(lines.features).toHaveLength(3);
    // two separate dark runs: 0→1 and 2→3; the orange leg 1→2 starts where the dark run ended
    expect(byColour.dark).toEqual([
      [
        [0, 0],
        [0.01, 0],
      ],
      [
        [0.02, 0],
        [0.03, 0],
      ],
    ]);
    expect(byColour.orange).toEqual([
      [
        [0.01, 0],
        [0.02, 0],
      ],
    ]);
    expect(byColour.red).toEqual([
      [
        [0.03, 0],
        [0.04, 0],
      ],
    ]);
    expect(lines.features.every((f) => f.properties.paint.startsWith('#'))).toBe(true);
  });

  it('derives the speed from distance and time when a fix reported none', () => {
    // about 1.1 km in one minute: 18 m/s, dark; then 11 m in a minute: 0.19 m/s, red
    const lines = pathFeatures(pathOf([fix(0, 0, 0, null), fix(1, 0.01, 0, null), fix(2, 0.0101, 0, null)]));
    expect(lines.features.map((f) => f.properties.colour).sort()).toEqual(['dark', 'red']);
  });

  it('draws a lone fix as a point and no line, and nothing for an empty period', () => {
    const single = pathFeatures(pathOf([fix(0, 5, 6, 0)]));
    expect(single.features).toHaveLength(1);
    expect(single.features[0]?.geometry).toEqual({ type: 'Point', coordinates: [5, 6] });
    expect(single.features[0]?.properties.colour).toBe('red');
    expect(pathFeatures(pathOf([])).features).toHaveLength(0);
  });
});

describe('stop features', () => {
  it('keeps what the popup shows and colours by radius, 0.1 km when the stop has none', () => {
    const stops: Stop[] = [
      {
        start_time: '2026-06-01T08:00:00Z',
        end_time: '2026-06-01T09:30:00Z',
        location: [1, 2],
        radius: 2,
        duration_seconds: 5400,
        address: 'Main St',
      },
      {
        start_time: '2026-06-01T10:00:00Z',
        end_time: '2026-06-01T10:20:00Z',
        location: [3, 4],
        radius: 0,
        duration_seconds: 1200,
        address: null,
      },
    ];
    const [first, second] = stopFeatures(stops).features;
    expect(first?.properties).toMatchObject({ colour: 'orange', address: 'Main St', duration_seconds: 5400 });
    expect(second?.properties).toMatchObject({ colour: 'red', radius: 0.1, index: 1 });
    expect(second?.geometry.coordinates).toEqual([3, 4]);
  });
});

describe('bounds', () => {
  it('boxes the places, or nothing when there are none', () => {
    expect(
      boundsOf([
        [1, 5],
        [-2, 3],
        [4, -1],
      ]),
    ).toEqual([-2, -1, 4, 5]);
    expect(boundsOf([])).toBeNull();
  });

  it('boxes a path from its columns, or nothing for an empty path', () => {
    const path = pathOf([fix(0, 1, 5, 0), fix(1, -2, 3, 0), fix(2, 4, -1, 0)]);
    expect(pathBounds(path)).toEqual([-2, -1, 4, 5]);
    expect(pathBounds(pathOf([]))).toBeNull();
  });
});

describe('a parked period (decision 0018)', () => {
  it('is one whose fixes all lie within 100 m of the first, with how many and how far', () => {
    // nine heartbeats three hours apart, a few metres of GPS jitter: the demo's parked day
    const parked = pathOf(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
        fix(i * 180, -84.2135 + (i % 3) * 0.00002, 33.9412 + (i % 2) * 0.00003, 0),
      ),
    );
    const spread = parkedSpread(parked);
    expect(spread?.fixes).toBe(9);
    expect(spread!.metres).toBeGreaterThan(1);
    expect(spread!.metres).toBeLessThan(10);
    expect(parkedSpread(pathOf([fix(0, -87.6, 41.8, null)]))).toEqual({ fixes: 1, metres: 0 });
  });

  it('is not one that moved more than 100 m, nor one without fixes', () => {
    // 0.002 degrees of latitude is about 220 m
    expect(parkedSpread(pathOf([fix(0, -87.6, 41.8, 0), fix(30, -87.6, 41.802, 0)]))).toBeNull();
    expect(parkedSpread(pathOf([]))).toBeNull();
  });
});
