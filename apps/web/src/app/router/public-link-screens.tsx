import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

type PublicLinkView = Extract<RouteName, 'ShipmentTrackView' | 'ReportViewView'>;

/** The public link pages of shipment tracking and the shared report (spec 2); order approval is in features/orders. */
export const PUBLIC_LINK_SCREENS: Record<PublicLinkView, LazyScreen> = {
  ShipmentTrackView: () =>
    import('../../features/shipments/components/public-shipment-screen.tsx').then((m) => ({
      Component: m.PublicShipmentScreen,
    })),
  ReportViewView: () =>
    import('../../features/reports/components/public-report-screen.tsx').then((m) => ({
      Component: m.PublicReportScreen,
    })),
};
