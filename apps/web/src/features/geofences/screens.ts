import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The geofence screens (spec 1 §2.8), loaded on first visit. */
export const GEOFENCE_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  GeofenceListView: () =>
    import('./components/geofence-list-screen.tsx').then((m) => ({ Component: m.GeofenceListScreen })),
  GeofenceDetailsView: () =>
    import('./components/geofence-details-screen.tsx').then((m) => ({ Component: m.GeofenceDetailsScreen })),
  GeofenceCreateView: () =>
    import('./components/geofence-editor-screens.tsx').then((m) => ({ Component: m.GeofenceCreateScreen })),
  GeofenceEditView: () =>
    import('./components/geofence-editor-screens.tsx').then((m) => ({ Component: m.GeofenceEditScreen })),
};
