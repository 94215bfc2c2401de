import { describe, expect, it } from 'vitest';
import { anchorBounds, anchorFeatures, anchorRadiusZ0 } from './anchor-features.ts';

describe('anchor features', () => {
  it('draws 30 ft as about 9 m: at zoom 0 a tiny fraction of a pixel, doubling per zoom', () => {
    const z0 = anchorRadiusZ0(30, 0);
    // 9.144 m over 78,271.5 m per pixel (512-pixel tiles) at the equator, zoom 0
    expect(z0).toBeCloseTo(9.144 / (40_075_016.686 / 512), 8);
    expect(z0 * 2 ** 18).toBeGreaterThan(10);
    expect(anchorRadiusZ0(30, 60)).toBeCloseTo(z0 * 2, 6);
  });

  it('makes a point per anchor at [lng, lat]', () => {
    const collection = anchorFeatures([{ id: 4, name: 'Dock', lat: 40, lng: -74, radius: 50 }]);
    expect(collection.features[0]).toMatchObject({
      id: 4,
      geometry: { coordinates: [-74, 40] },
      properties: { id: 4, name: 'Dock' },
    });
  });

  it('bounds the anchors, or nothing without anchors', () => {
    expect(anchorBounds([])).toBeNull();
    expect(
      anchorBounds([
        { id: 1, name: 'a', lat: 1, lng: 5, radius: 30 },
        { id: 2, name: 'b', lat: -2, lng: 7, radius: 30 },
      ]),
    ).toEqual([5, -2, 7, 1]);
  });
});
