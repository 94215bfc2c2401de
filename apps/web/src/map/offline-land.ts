import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// emitted as its own file, fetched only when a map is shown and cached by the browser like any asset
import countriesUrl from 'world-atlas/countries-50m.json?url';

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export interface OfflineLand {
  land: FeatureCollection;
  borders: MultiLineString;
}

let downloading: Promise<Countries> | undefined;
let loading: Promise<OfflineLand> | undefined;

/** Starts (once per page) the download of the bundled base map, without the work of converting it. */
export function downloadOfflineLand(): Promise<Countries> {
  downloading ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Base map data answered ${response.status}`);
      return response.json() as Promise<Countries>;
    })
    .catch((error: unknown) => {
      downloading = undefined;
      throw error;
    });
  return downloading;
}

/**
 * The bundled base map: Natural Earth land and country borders at 1:50m from the world-atlas package, turned
 * from TopoJSON into GeoJSON in the browser. It needs no tile server, so the map works offline and in tests.
 * Loaded once per page; a failed load is retried by the next map.
 */
export function loadOfflineLand(): Promise<OfflineLand> {
  loading ??= downloadOfflineLand()
    .then((topology) => ({
      land: feature(topology, topology.objects.land),
      // shared arcs only, so each border is drawn once and coastlines are left to the land fill
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
