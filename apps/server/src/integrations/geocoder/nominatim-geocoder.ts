import { z } from 'zod';
import { baseUrl, fetchJson } from './fetch-json.ts';
import { formatAddress, type Geocoder, type PlaceMatch } from './geocoder.ts';

const text = z.string().nullish().catch(null);

// Nominatim's /reverse?format=jsonv2 answer; a point with nothing near answers { error }.
const nominatimAnswer = z.looseObject({
  name: text,
  display_name: text,
  address: z
    .looseObject({
      house_number: text,
      road: text,
      pedestrian: text,
      footway: text,
      city: text,
      town: text,
      village: text,
      hamlet: text,
      municipality: text,
      county: text,
      state: text,
      postcode: text,
      country_code: text,
    })
    .nullish(),
});

/** The one-line address in a Nominatim reverse answer, or null when it found nothing. */
export function addressFromNominatim(answer: unknown): string | null {
  const parsed = nominatimAnswer.safeParse(answer);
  if (!parsed.success || !parsed.data.address) return null;
  const a = parsed.data.address;
  return (
    formatAddress({
      name: parsed.data.name,
      houseNumber: a.house_number,
      street: a.road ?? a.pedestrian ?? a.footway,
      city: a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality ?? a.county,
      state: a.state,
      postcode: a.postcode,
      countryCode: a.country_code,
    }) ??
    parsed.data.display_name ??
    null
  );
}

// Nominatim's /search?format=jsonv2 answer: places best first, boundingbox as [south, north, west, east] text.
const nominatimSearch = z.array(
  z.looseObject({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    display_name: z.string(),
    boundingbox: z.array(z.coerce.number()).length(4).nullish().catch(null),
  }),
);

/** The places of a Nominatim search answer; an answer of another shape finds nothing. */
export function placesFromNominatim(answer: unknown): PlaceMatch[] {
  const parsed = nominatimSearch.safeParse(answer);
  if (!parsed.success) return [];
  return parsed.data.map((p) => {
    const b = p.boundingbox;
    return { label: p.display_name, lat: p.lat, lng: p.lon, bbox: b ? [b[2]!, b[0]!, b[3]!, b[1]!] : null };
  });
}

/** Street addresses from a Nominatim server (self-hosted, or the public one within its usage policy). */
export class NominatimGeocoder implements Geocoder {
  readonly name = 'nominatim';
  private readonly base: string;

  constructor(
    url: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.base = baseUrl(url, 'nominatim');
  }

  async reverse(latitude: number, longitude: number): Promise<string | null> {
    const query = new URLSearchParams({
      format: 'jsonv2',
      lat: String(latitude),
      lon: String(longitude),
      zoom: '18',
      addressdetails: '1',
    });
    return addressFromNominatim(await fetchJson(`${this.base}/reverse?${query}`, this.fetchImpl));
  }

  async search(text: string, limit: number): Promise<PlaceMatch[]> {
    const query = new URLSearchParams({ format: 'jsonv2', q: text, limit: String(limit) });
    return placesFromNominatim(await fetchJson(`${this.base}/search?${query}`, this.fetchImpl));
  }
}
