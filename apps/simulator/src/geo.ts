/** Spherical geometry on the scale of road trips; metres and degrees throughout. */

const EARTH_RADIUS_METRES = 6_371_008.8;
const RAD = Math.PI / 180;

export interface LatLon {
  lat: number;
  lon: number;
}

/** Great-circle (haversine) distance in metres. */
export function distanceMetres(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearingDegrees(a: LatLon, b: LatLon): number {
  const y = Math.sin((b.lon - a.lon) * RAD) * Math.cos(b.lat * RAD);
  const x =
    Math.cos(a.lat * RAD) * Math.sin(b.lat * RAD) -
    Math.sin(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.cos((b.lon - a.lon) * RAD);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/**
 * The point `metres` away from `from` towards `bearing`. A flat-earth step is exact enough below a few
 * kilometres, which is all the simulator moves in one go (jitter, curve offsets).
 */
export function offsetMetres(from: LatLon, bearing: number, metres: number): LatLon {
  const north = metres * Math.cos(bearing * RAD);
  const east = metres * Math.sin(bearing * RAD);
  return {
    lat: from.lat + north / (EARTH_RADIUS_METRES * RAD),
    lon: from.lon + east / (EARTH_RADIUS_METRES * RAD * Math.cos(from.lat * RAD)),
  };
}

/** Linear interpolation between two nearby points (fraction 0..1). */
export function interpolate(a: LatLon, b: LatLon, fraction: number): LatLon {
  return { lat: a.lat + (b.lat - a.lat) * fraction, lon: a.lon + (b.lon - a.lon) * fraction };
}
