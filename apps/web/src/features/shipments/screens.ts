import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The shipment screens (spec 2 §2), loaded on first visit. */
export const SHIPMENT_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  ShipmentListView: () =>
    import('./components/shipment-list-screen.tsx').then((m) => ({ Component: m.ShipmentListScreen })),
  ShipmentDetailsView: () =>
    import('./components/shipment-details-screen.tsx').then((m) => ({ Component: m.ShipmentDetailsScreen })),
  ShipmentCreateView: () =>
    import('./components/shipment-create-screen.tsx').then((m) => ({ Component: m.ShipmentCreateScreen })),
  ShipmentEditView: () =>
    import('./components/shipment-edit-screen.tsx').then((m) => ({ Component: m.ShipmentEditScreen })),
};
