/**
 * Reverse geocoding: coordinates to a one-line address for positions (spec 1 §3 Position.address). The offline
 * gazetteer is the default so a fresh install needs no network; Nominatim and Photon give street addresses when
 * a deployment points GEOCODER at one.
 */
export interface Geocoder {
  /** 'offline', 'nominatim' or 'photon', for logs. */
  readonly name: string;
  /** The address at a point, or null when the provider has none. Throws when the provider cannot be reached. */
  reverse(latitude: number, longitude: number): Promise<string | null>;
  /**
   * Providers that answer from memory in microseconds also answer synchronously, so the ingest pipeline can
   * address a position before storing it instead of updating the row afterwards.
   */
  reverseNow?(latitude: number, longitude: number): string | null;
  /**
   * Forward geocoding for address autocomplete: places matching typed text, best first, at most `limit`.
   * Throws when the provider cannot be reached. Every adapter has it; optional so test doubles need not.
   */
  search?(text: string, limit: number): Promise<PlaceMatch[]>;
}

/** A place found by text: its one-line label, point and, when the provider gives one, viewport (W, S, E, N). */
export interface PlaceMatch {
  label: string;
  lat: number;
  lng: number;
  bbox: [number, number, number, number] | null;
}

/** Parts of an address as providers return them; any may be missing. */
export interface AddressParts {
  name?: string | null;
  houseNumber?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
}

/**
 * One line in the order a US reader expects: '12 Main Street, Springfield, Illinois 62701, US'. A named place
 * without a street (a park, a depot) leads with its name.
 */
export function formatAddress(parts: AddressParts): string | null {
  const street = [parts.houseNumber, parts.street].filter(Boolean).join(' ');
  const lead = street || parts.name || '';
  const region = [parts.state, parts.postcode].filter(Boolean).join(' ');
  const line = [lead, parts.city, region, parts.countryCode?.toUpperCase()].filter(Boolean).join(', ');
  return line || null;
}
