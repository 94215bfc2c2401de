import { GEOFENCE_DEFAULT_RADIUS_M, pathTo, type GeofenceShape } from '@lodestar/contracts';
import { Center, Loader } from '@mantine/core';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { shapeOfGeofence } from '../../../map/geofence-shape.ts';
import type { MapPlace } from '../../../map/geofence-map.tsx';
import { useGeofence } from '../api/get-geofence.ts';
import { useGeofences } from '../api/get-geofences.ts';
import { useGeofenceAccess } from '../hooks/use-geofence-access.ts';
import { GeofenceEditor } from './geofence-editor.tsx';

const loading = (
  <Center py="xl" style={{ flex: 1 }}>
    <Loader aria-label="Loading geofence" />
  </Center>
);

/** A number from the query, or null. */
function queryNumber(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * GeofenceCreateView (spec 1 §2.1): optional query lat, lng, label and area make a geofence from a map point: a
 * circle there, `area` its radius in kilometres (as the spec's default radius 0.1), the label its address.
 */
export function GeofenceCreateScreen() {
  const { account, canManage, business } = useGeofenceAccess();
  const [search] = useSearchParams();
  const geofences = useGeofences(account?.id ?? 0);
  if (!account) return null;
  if (!canManage) return <Navigate to={pathTo('ForbiddenView')} replace />;
  if (!geofences.data) return loading;
  const lat = queryNumber(search, 'lat');
  const lng = queryNumber(search, 'lng');
  const area = queryNumber(search, 'area');
  const point = lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const shape: GeofenceShape | null = point
    ? {
        type: 'circle',
        lat,
        lng,
        radius: area && area > 0 ? Math.round(area * 1000) : GEOFENCE_DEFAULT_RADIUS_M,
      }
    : null;
  const place: MapPlace | null = point ? { lat, lng, bbox: null, key: 0 } : null;
  return (
    <GeofenceEditor
      account={account}
      business={business}
      geofences={geofences.data}
      editing={null}
      initialShape={shape}
      initialLabel={search.get('label') ?? ''}
      initialPlace={place}
    />
  );
}

/** GeofenceEditView: the form with the stored geofence, its shape on the map with handles. */
export function GeofenceEditScreen() {
  const { account, canManage, business } = useGeofenceAccess();
  const id = Number(useParams().id);
  const geofence = useGeofence(account?.id ?? 0, id);
  const geofences = useGeofences(account?.id ?? 0);
  if (!account) return null;
  if (!canManage) return <Navigate to={pathTo('ForbiddenView')} replace />;
  if (!geofence.data || !geofences.data) return loading;
  return (
    <GeofenceEditor
      key={geofence.data.id}
      account={account}
      business={business}
      geofences={geofences.data}
      editing={geofence.data}
      initialShape={shapeOfGeofence(geofence.data)}
    />
  );
}
