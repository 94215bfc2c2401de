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

/** The two TopoJSON files as downloaded, not yet parsed. */
interface Downloads {
  countries: ArrayBuffer;
  us: ArrayBuffer;
}

let downloading: Promise<Downloads> | undefined;
let loading: Promise<OfflineLand> | undefined;

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Base map data answered ${response.status}`);
  return response.arrayBuffer();
}

function parse<T>(bytes: ArrayBuffer): T {
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}

function sameState(a: string | number | undefined, b: string | number | undefined): boolean {
  return String(a).slice(0, 2) === String(b).slice(0, 2);
}

/**
 * Starts (once per page) the download of the bundled base map, as bytes: reading a body as bytes costs the page's
 * main thread nothing, while parsing 4.4 MB of JSON would take it for tens of milliseconds, which loadOfflineLand
 * does only once the screen's own layers are drawn.
 */
export function downloadOfflineLand(): Promise<Downloads> {
  downloading ??= Promise.all([fetchBytes(countriesUrl), fetchBytes(usUrl)])
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
    .then((downloads) => {
      const countries = parse<Countries>(downloads.countries);
      const us = parse<UnitedStates>(downloads.us);
      return {
        land: feature(countries, countries.objects.land),
        // shared arcs only, so each border is drawn once and coastlines are left to the land fill
        borders: mesh(countries, countries.objects.countries, (a, b) => a !== b),
        states: mesh(us, us.objects.states, (a, b) => a !== b),
        // county lines that are not also state lines (a county's FIPS code starts with its state's)
        counties: mesh(us, us.objects.counties, (a, b) => a !== b && sameState(a.id, b.id)),
      };
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
