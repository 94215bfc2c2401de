import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGeocoder } from './create-geocoder.ts';
import { formatAddress } from './geocoder.ts';
import { addressFromNominatim, NominatimGeocoder, placesFromNominatim } from './nominatim-geocoder.ts';
import { addressFromPhoton, PhotonGeocoder, placesFromPhoton } from './photon-geocoder.ts';

const sample = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./samples/${name}.json`, import.meta.url), 'utf8'));

/** A fetch that records the request and answers with the given JSON (no network in tests). */
function fakeFetch(body: unknown, status = 200) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: init?.headers as Record<string, string> });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('Nominatim answers', () => {
  it('reads a street address', () => {
    expect(addressFromNominatim(sample('nominatim-reverse'))).toBe(
      '401 South 2nd Street, Springfield, Illinois 62701, US',
    );
  });

  it('reads a named place without a street', () => {
    expect(addressFromNominatim(sample('nominatim-rural'))).toBe(
      'Yellowstone National Park, Park County, Wyoming, US',
    );
  });

  it('has no address when Nominatim found nothing', () => {
    expect(addressFromNominatim({ error: 'Unable to geocode' })).toBeNull();
    expect(addressFromNominatim('not json object')).toBeNull();
  });

  it('asks /reverse with jsonv2 and an identifying user agent', async () => {
    const { impl, calls } = fakeFetch(sample('nominatim-reverse'));
    const geocoder = new NominatimGeocoder('https://nominatim.example.test/', impl);
    await expect(geocoder.reverse(39.799, -89.644)).resolves.toContain('Springfield');
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/reverse');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('lat')).toBe('39.799');
    expect(calls[0]!.headers['user-agent']).toMatch(/Lodestar/);
  });

  it('fails loudly on an error status, so the failure is not cached as "no address"', async () => {
    const { impl } = fakeFetch({ error: 'busy' }, 503);
    await expect(new NominatimGeocoder('https://n.example.test', impl).reverse(1, 2)).rejects.toThrow(/503/);
  });
});

describe('Photon answers', () => {
  it('reads the nearest feature as a street address', () => {
    expect(addressFromPhoton(sample('photon-reverse'))).toBe(
      '233 South Wacker Drive, Chicago, Illinois 60606, US',
    );
  });

  it('has no address for an empty collection or a malformed answer', () => {
    expect(addressFromPhoton(sample('photon-empty'))).toBeNull();
    expect(addressFromPhoton({ features: 'nope' })).toBeNull();
  });

  it('asks /reverse for one feature', async () => {
    const { impl, calls } = fakeFetch(sample('photon-reverse'));
    await new PhotonGeocoder('http://photon.example.test/api', impl).reverse(41.87, -87.62);
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/reverse');
    expect(url.searchParams.get('limit')).toBe('1');
  });
});

describe('formatAddress', () => {
  it('leaves out what the provider did not say', () => {
    expect(formatAddress({ city: 'Austin', countryCode: 'us' })).toBe('Austin, US');
    expect(formatAddress({})).toBeNull();
  });
});

describe('createGeocoder', () => {
  it('picks the provider from the GEOCODER setting', () => {
    expect(createGeocoder('offline').name).toBe('offline');
    expect(createGeocoder('nominatim:https://nominatim.example.test').name).toBe('nominatim');
    expect(createGeocoder('photon:http://localhost:2322').name).toBe('photon');
  });

  it('refuses an unknown provider or a missing URL at start-up', () => {
    expect(() => createGeocoder('google:https://x')).toThrow(/GEOCODER/);
    expect(() => createGeocoder('nominatim:')).toThrow(/needs an http\(s\) URL/);
    expect(() => createGeocoder('photon:ftp://x')).toThrow(/needs an http\(s\) URL/);
  });
});

describe('forward search (address autocomplete)', () => {
  it('reads Nominatim places with their viewport as west, south, east, north', async () => {
    const { impl, calls } = fakeFetch(sample('nominatim-search'));
    const found = await new NominatimGeocoder('https://n.example.test', impl).search('Springfield', 5);
    expect(found[0]).toEqual({
      label: 'Springfield, Sangamon County, Illinois, United States',
      lat: 39.7990175,
      lng: -89.6439575,
      bbox: [-89.7626, 39.6536, -89.5629, 39.8739],
    });
    expect(found[1]!.bbox).toBeNull();
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('Springfield');
    expect(url.searchParams.get('limit')).toBe('5');
  });

  it('reads Photon features as street addresses with their extent', async () => {
    const { impl, calls } = fakeFetch(sample('photon-search'));
    const found = await new PhotonGeocoder('http://photon.example.test', impl).search('willis tower', 3);
    expect(found).toEqual([
      {
        label: '233 South Wacker Drive, Chicago, Illinois 60606, US',
        lat: 41.8789,
        lng: -87.6358,
        bbox: [-87.6365, 41.8784, -87.6352, 41.8794],
      },
    ]);
    expect(new URL(calls[0]!.url).pathname).toBe('/api');
  });

  it('finds nothing in an answer of another shape, and fails loudly on an error status', async () => {
    expect(placesFromNominatim({ error: 'x' })).toEqual([]);
    expect(placesFromPhoton({ features: 'nope' })).toEqual([]);
    const { impl } = fakeFetch({}, 503);
    await expect(new PhotonGeocoder('http://p.example.test', impl).search('x y', 1)).rejects.toThrow(/503/);
  });
});
