import { describe, expect, it } from 'vitest';
import { scaleBar } from './map-furniture.ts';

describe('scaleBar', () => {
  it('is a round length in miles, or feet when a mile is too long for it', () => {
    // 100 m a point: 90 points are 9 km, 5.6 mi
    expect(scaleBar(100, 'imperial')).toEqual({ width: (5 * 1609.344) / 100, label: '5 mi' });
    expect(scaleBar(5, 'imperial').label).toBe('1,000 ft');
  });

  it('is a round length in kilometres or metres', () => {
    expect(scaleBar(100, 'metric')).toEqual({ width: 50, label: '5 km' });
    expect(scaleBar(2, 'metric')).toEqual({ width: 50, label: '100 m' });
  });
});
