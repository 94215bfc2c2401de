import { z } from 'zod';
import { baseUrl, fetchJson } from './fetch-json.ts';
import { formatAddress, type Geocoder, type PlaceMatch } from './geocoder.ts';

const text = z.string().nullish().catch(null);

// Photon's /reverse answer: a GeoJSON FeatureCollection, nearest first.
const photonAnswer = z.looseObject({
  features: z.array(
    z.looseObject({
      properties: z.looseObject({
        name: text,
        housenumber: text,
        street: text,
        city: text,
        town: text,
        village: text,
        district: text,
        county: text,
        state: text,
        postcode: text,
        countrycode: text,
      }),
    }),
  ),
});

/** The one-line address of the nearest feature in a Photon reverse answer, or null when there is none. */
export function addressFromPhoton(answer: unknown): string | null {
  const parsed = photonAnswer.safeParse(answer);
  const p = parsed.success ? parsed.data.features[0]?.properties : undefined;
  if (!p) return null;
  return formatAddress({
    name: p.name,
    houseNumber: p.housenumber,
    street: p.street,
    city: p.city ?? p.town ?? p.village ?? p.district ?? p.county,
    state: p.state,
    postcode: p.postcode,
    countryCode: p.countrycode,
  });
}

// Photon's /api search answer: Point features best first; extent is [west, north, east, south] when given.
const photonSearch = z.looseObject({
  features: z.array(
    z.looseObject({
      geometry: z.looseObject({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: photonAnswer.shape.features.element.shape.properties.extend({
        extent: z.array(z.number()).length(4).nullish().catch(null),
      }),
    }),
  ),
});

/** The places of a Photon search answer, labelled like reverse addresses; another shape finds nothing. */
export function placesFromPhoton(answer: unknown): PlaceMatch[] {
  const parsed = photonSearch.safeParse(answer);
  if (!parsed.success) return [];
  return parsed.data.features.map(({ geometry, properties: p }) => {
    const [lng, lat] = geometry.coordinates;
    const label =
      formatAddress({
        name: p.name,
        houseNumber: p.housenumber,
        street: p.street,
        city: p.city ?? p.town ?? p.village ?? p.district ?? p.county,
        state: p.state,
        postcode: p.postcode,
        countryCode: p.countrycode,
      }) ?? `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
    const e = p.extent;
    return { label, lat, lng, bbox: e ? [e[0]!, e[3]!, e[2]!, e[1]!] : null };
  });
}

/** Street addresses from a Photon server (komoot's OpenStreetMap geocoder). */
export class PhotonGeocoder implements Geocoder {
  readonly name = 'photon';
  private readonly base: string;

  constructor(
    url: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.base = baseUrl(url, 'photon');
  }

  async reverse(latitude: number, longitude: number): Promise<string | null> {
    const query = new URLSearchParams({ lat: String(latitude), lon: String(longitude), limit: '1' });
    return addressFromPhoton(await fetchJson(`${this.base}/reverse?${query}`, this.fetchImpl));
  }

  async search(text: string, limit: number): Promise<PlaceMatch[]> {
    const query = new URLSearchParams({ q: text, limit: String(limit) });
    return placesFromPhoton(await fetchJson(`${this.base}/api?${query}`, this.fetchImpl));
  }
}
