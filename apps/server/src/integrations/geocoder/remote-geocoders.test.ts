import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGeocoder } from './create-geocoder.ts';
import { formatAddress } from './geocoder.ts';
import { addressFromNominatim, NominatimGeocoder } from './nominatim-geocoder.ts';
import { addressFromPhoton, PhotonGeocoder } from './photon-geocoder.ts';

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
