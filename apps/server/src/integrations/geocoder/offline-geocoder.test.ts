import { describe, expect, it } from 'vitest';
import { OfflineGeocoder } from './offline-geocoder.ts';

const geocoder = new OfflineGeocoder();

describe('OfflineGeocoder', () => {
  it('names the nearest town with its state and country', async () => {
    // the Illinois State Capitol
    await expect(geocoder.reverse(39.7985, -89.6544)).resolves.toBe('Near Springfield, IL, US');
  });

  it('leaves out numeric region codes that mean nothing to a reader', () => {
    // central Paris: GeoNames' region code for Île-de-France is '11'
    expect(geocoder.reverseNow(48.8566, 2.3522)).toBe('Near Paris, FR');
  });

  it('has no address far from any town', () => {
    // the middle of the South Pacific
    expect(geocoder.reverseNow(-40, -130)).toBeNull();
  });
});
