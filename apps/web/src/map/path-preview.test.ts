import type { HistoryPath } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { pathFeatures } from './history-features.ts';
import { halfPixelMetres, pathPreview } from './path-preview.ts';

const T0 = 1_767_600_000;
/** A path from fixes [lng, lat, speed m/s], one a minute. */
const pathOf = (fixes: [number, number, number][]): HistoryPath => ({
  time: fixes.map((_, i) => T0 + i * 60),
  lng: fixes.map((f) => f[0]),
  lat: fixes.map((f) => f[1]),
  speed: fixes.map((f) => f[2]),
});
const runsOf = (features: ReturnType<typeof pathFeatures>) =>
  features.features.map((f) => (f.geometry.type === 'MultiLineString' ? f.geometry.coordinates : []));

describe('pathPreview', () => {
  it('draws a straight drive of 1,000 fixes as its two ends', () => {
    const drive = pathOf(Array.from({ length: 1000 }, (_, i) => [-87.65 + i * 0.0001, 41.85, 15]));
    const [runs] = runsOf(pathPreview(pathFeatures(drive), 13, 41.85));
    expect(runs).toEqual([
      [
        [-87.65, 41.85],
        [drive.lng[999], 41.85],
      ],
    ]);
  });

  it('keeps a turn wider than half a pixel and drops GPS jitter finer than it', () => {
    const zoom = 11;
    const jitter = 0.0000005; // about 5 cm
    const fixes: [number, number, number][] = [
      ...Array.from({ length: 50 }, (_, i): [number, number, number] => [
        -87.65 + i * 0.001,
        41.85 + (i % 2) * jitter,
        15,
      ]),
      ...Array.from({ length: 50 }, (_, i): [number, number, number] => [-87.601, 41.851 + i * 0.001, 15]),
    ];
    const [runs] = runsOf(pathPreview(pathFeatures(pathOf(fixes)), zoom, 41.85));
    // the start, the corner and the end: the jittered fixes between them are gone
    expect(runs![0]).toEqual([fixes[0]!, fixes[49]!, fixes[99]!].map(([lng, lat]) => [lng, lat]));
  });

  it('keeps every colour and the fix where one colour hands over to the next', () => {
    const fixes: [number, number, number][] = [
      ...Array.from({ length: 30 }, (_, i): [number, number, number] => [-87.65 + i * 0.001, 41.85, 15]),
      ...Array.from({ length: 30 }, (_, i): [number, number, number] => [-87.62 + i * 0.0001, 41.85, 2]),
    ];
    const full = pathFeatures(pathOf(fixes));
    const preview = pathPreview(full, 12, 41.85);
    expect(preview.features.map((f) => f.properties.colour)).toEqual(
      full.features.map((f) => f.properties.colour),
    );
    const [dark, orange] = runsOf(preview);
    expect(dark![0]!.at(-1)).toEqual(orange![0]![0]);
    expect(orange![0]!.at(-1)).toEqual([fixes[59]![0], 41.85]);
  });

  it('marks its features as a preview, so the fixes’ dots wait for the full path', () => {
    const drive = pathOf(Array.from({ length: 100 }, (_, i) => [-87.65 + i * 0.0001, 41.85, 15]));
    const full = pathFeatures(drive);
    expect(full.features.every((f) => f.properties.preview === undefined)).toBe(true);
    const preview = pathPreview(full, 13, 41.85);
    expect(preview.features.map((f) => f.properties.preview)).toEqual([true]);
  });

  it('measures half a pixel as MapLibre’s 512-pixel tiles do', () => {
    // zoom 0 at the equator: the world's 40,075 km over 512 pixels
    expect(halfPixelMetres(0, 0)).toBeCloseTo(40_075_016.686 / 512 / 2, 3);
    expect(halfPixelMetres(14, 60)).toBeCloseTo(40_075_016.686 / 512 / 2 ** 14 / 2 / 2, 3);
  });
});
