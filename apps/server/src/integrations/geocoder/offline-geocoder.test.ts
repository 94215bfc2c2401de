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

describe('OfflineGeocoder.search (address autocomplete)', () => {
  it('finds towns by the start of their name, the most populous first, with a viewport around them', async () => {
    const found = await geocoder.search('Springfi', 5);
    expect(found.length).toBe(5);
    expect(found[0]!.label).toMatch(/^Springfield, /);
    const [w, s, e, n] = found[0]!.bbox!;
    expect(w).toBeLessThan(found[0]!.lng);
    expect(e).toBeGreaterThan(found[0]!.lng);
    expect(s).toBeLessThan(found[0]!.lat);
    expect(n).toBeGreaterThan(found[0]!.lat);
  });

  it('narrows by region or country after a comma, in any case and without accents', async () => {
    const [illinois] = await geocoder.search('springfield, il', 3);
    expect(illinois).toMatchObject({ label: 'Springfield, IL, US' });
    expect(illinois!.lat).toBeCloseTo(39.8, 0);
    const [montreal] = await geocoder.search('montreal, ca', 1);
    expect(montreal!.label).toMatch(/^Montréal/);
  });

  it('finds nothing for a name no town has', async () => {
    await expect(geocoder.search('Qqqxxzz', 5)).resolves.toEqual([]);
  });
});
