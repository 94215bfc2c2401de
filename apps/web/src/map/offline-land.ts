import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// each emitted as its own file, fetched only when a map is shown and cached by the browser like any asset
import countriesUrl from 'world-atlas/countries-10m.json?url';
import usUrl from 'us-atlas/counties-10m.json?url';

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type UnitedStates = Topology<{
  counties: GeometryCollection;
  states: GeometryCollection;
  nation: GeometryCollection;
}>;

export interface OfflineLand {
  land: FeatureCollection;
  borders: MultiLineString;
  /** US state lines, each drawn once. */
  states: MultiLineString;
  /** US county lines inside states (the state lines are drawn by `states`). */
  counties: MultiLineString;
}

interface Downloads {
  countries: Countries;
  us: UnitedStates;
}

let downloading: Promise<Downloads> | undefined;
let loading: Promise<OfflineLand> | undefined;

async function fetchTopology<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Base map data answered ${response.status}`);
  return (await response.json()) as T;
}

function sameState(a: string | number | undefined, b: string | number | undefined): boolean {
  return String(a).slice(0, 2) === String(b).slice(0, 2);
}

/** Starts (once per page) the download of the bundled base map, without the work of converting it. */
export function downloadOfflineLand(): Promise<Downloads> {
  downloading ??= Promise.all([fetchTopology<Countries>(countriesUrl), fetchTopology<UnitedStates>(usUrl)])
    .then(([countries, us]) => ({ countries, us }))
    .catch((error: unknown) => {
      downloading = undefined;
      throw error;
    });
  return downloading;
}

/**
 * The bundled base map, turned from TopoJSON into GeoJSON in the browser: Natural Earth land and country borders
 * at 1:10m from the world-atlas package (1:50m put waterfronts such as Hoboken's in the Hudson), and US state
 * and county lines from the us-atlas package (US Census Bureau). It needs no tile server, so the map works
 * offline and in tests. Loaded once per page; a failed load is retried by the next map.
 */
export function loadOfflineLand(): Promise<OfflineLand> {
  loading ??= downloadOfflineLand()
    .then(({ countries, us }) => ({
      land: feature(countries, countries.objects.land),
      // shared arcs only, so each border is drawn once and coastlines are left to the land fill
      borders: mesh(countries, countries.objects.countries, (a, b) => a !== b),
      states: mesh(us, us.objects.states, (a, b) => a !== b),
      // county lines that are not also state lines (a county's FIPS code starts with its state's)
      counties: mesh(us, us.objects.counties, (a, b) => a !== b && sameState(a.id, b.id)),
    }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
