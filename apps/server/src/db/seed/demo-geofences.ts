import type { GeofencePolygon } from '@lodestar/contracts';
import { labelPoint } from '../../modules/geofences/geofence-geometry.ts';
import type { Db } from '../database.ts';
import { geofences } from '../schema/index.ts';

type GeofenceInsert = typeof geofences.$inferInsert;

/**
 * An irregular six-sided outline around a point, about `metres` across: the shape of a fenced yard drawn by hand.
 */
function yardOutline(lat: number, lng: number, metres: number): GeofencePolygon {
  const dLat = metres / 2 / 111_195;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  const ring = [
    [-1, -0.8],
    [0.2, -1],
    [1, -0.6],
    [0.9, 0.7],
    [-0.1, 1],
    [-1, 0.5],
  ].map(([x, y]): [number, number] => [lng + x! * dLng, lat + y! * dLat]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

const circle = (
  name: string,
  address: string,
  lat: number,
  lng: number,
  radius: number,
  extra: Partial<GeofenceInsert> = {},
): Omit<GeofenceInsert, 'accountId'> => ({ name, address, latitude: lat, longitude: lng, radius, ...extra });

const yard = (
  name: string,
  address: string,
  lat: number,
  lng: number,
  metres: number,
  extra: Partial<GeofenceInsert> = {},
): Omit<GeofenceInsert, 'accountId'> => {
  const geoJson = yardOutline(lat, lng, metres);
  const label = labelPoint(geoJson);
  return { name, address, isIrregular: true, geoJson, latitude: label.lat, longitude: label.lng, ...extra };
};

/*
 * Dwell allowances (decision 0063) chosen against the demo's replayed visits (demo-visits.ts) so the dwell
 * dashboard opens with green, yellow and red rows, and white ones (the customers, with no allowance): a day at most
 * depots and ports, where a parked tracker soon overstays (a dwell_exceeded at the first sweep, decision 0065);
 * a week at O'Hare, whose many short stays stay green. The history follows the seed's clock, so the figures differ
 * from one first start to another: simulated over 308 start times spread over five weeks, every one showed green,
 * red and an overstay, and 264 of them (86%) a yellow row as well; for the others the seed fits one allowance to
 * its replayed average (demo-dwell-colours.ts).
 */
const depot = (contact: string, email: string, allowableDwellDays = 1) => ({
  allowableDwellDays,
  maxAssets: 60,
  minAssets: 2,
  fullName: contact,
  email,
  phone: '(312) 555-0140',
  companyName: 'Acme Logistics',
  isAlertable: true,
});

/**
 * Acme's geofences (issue 17): its depots and warehouses, the ports and cargo hubs the trucks serve, a few
 * customer sites among the metro stops the vans make their rounds of, and an irregular yard polygon at Elwood
 * Intermodal. They sit on the simulator's own places (apps/simulator/src/places), where its trackers park and
 * through which they drive, so entries and exits appear within minutes of `npm start`. Radii of 0.8-1.5 km hold
 * a parked tracker's wifi fixes; its cell fixes (0.3-2 km) straddle the edge and, by the anti-flicker rule
 * (docs/decisions/0036), change nothing.
 */
export const ACME_GEOFENCES: Omit<GeofenceInsert, 'accountId'>[] = [
  circle(
    'Cicero Depot',
    '4801 W 16th St, Cicero, IL',
    41.8456,
    -87.7539,
    900,
    depot('Ray Ortiz', 'cicero@acme.example'),
  ),
  circle(
    "O'Hare Cargo",
    "O'Hare Cargo Area, Chicago, IL",
    41.9742,
    -87.9073,
    1_200,
    depot('Kim Novak', 'ohare@acme.example', 8),
  ),
  circle(
    'Bolingbrook Warehouse',
    'Bolingbrook, IL',
    41.6986,
    -88.0684,
    900,
    depot('Sam Lee', 'bolingbrook@acme.example'),
  ),
  yard('Elwood Intermodal Yard', 'Elwood Intermodal, Elwood, IL', 41.4039, -88.1117, 2_400, {
    allowableDwellDays: 5,
    maxAssets: 200,
    minAssets: 0,
    notes: 'Trailers may wait here up to five days.',
    isAlertable: true,
  }),
  circle('Customer: Naperville Foods', 'Naperville, IL', 41.7508, -88.1535, 600, {
    companyName: 'Naperville Foods',
    minAssets: 0,
    maxAssets: 5,
  }),
  circle('Customer: Evanston Market', 'Evanston, IL', 42.0451, -87.6877, 600, {
    companyName: 'Evanston Market',
    minAssets: 0,
    maxAssets: 5,
  }),
  circle(
    'Grand Prairie Warehouse',
    'Grand Prairie, TX',
    32.746,
    -96.9978,
    900,
    depot('Luis Garza', 'gp@acme.example'),
  ),
  circle('DFW Airport Cargo', 'DFW Airport Cargo, TX', 32.8998, -97.0403, 1_200, { allowableDwellDays: 2 }),
  circle('Customer: Plano Retail', 'Plano, TX', 33.0198, -96.6989, 600, { companyName: 'Plano Retail' }),
  circle(
    'Commerce Warehouse',
    'Commerce, CA',
    34.0006,
    -118.1598,
    900,
    depot('Ana Cruz', 'commerce@acme.example'),
  ),
  circle('Port of Long Beach', 'Port of Long Beach, CA', 33.754, -118.216, 1_500, { allowableDwellDays: 1 }),
  circle('Customer: Anaheim Supply', 'Anaheim, CA', 33.8366, -117.9143, 600, {
    companyName: 'Anaheim Supply',
  }),
  circle(
    'Secaucus Warehouse',
    'Secaucus, NJ',
    40.7895,
    -74.0565,
    900,
    depot('Joe Russo', 'secaucus@acme.example'),
  ),
  circle('Port Newark', 'Port Newark, NJ', 40.684, -74.15, 1_500, { allowableDwellDays: 1 }),
  circle(
    'Norcross Warehouse',
    'Norcross, GA',
    33.9412,
    -84.2135,
    900,
    depot('Mia Brown', 'norcross@acme.example'),
  ),
  circle('Hartsfield-Jackson Cargo', 'Hartsfield-Jackson Cargo, GA', 33.6407, -84.4277, 1_200, {
    allowableDwellDays: 1,
  }),
];

/** The Rivera family's two places (a consumer account: no business fields). */
export const RIVERA_GEOFENCES: Omit<GeofenceInsert, 'accountId'>[] = [
  circle('Home', 'Montclair, NJ', 40.8259, -74.209, 150),
  circle('School', 'Bloomfield, NJ', 40.8068, -74.1854, 150),
];

/** Inserts the demo geofences of both accounts in one statement. */
export async function seedDemoGeofences(tx: Db, acme: number, rivera: number): Promise<void> {
  await tx
    .insert(geofences)
    .values([
      ...ACME_GEOFENCES.map((g) => ({ ...g, accountId: acme })),
      ...RIVERA_GEOFENCES.map((g) => ({ ...g, accountId: rivera })),
    ]);
}
