import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

type PublicLinkView = Extract<RouteName, 'ShipmentTrackView' | 'ApproveOrderView' | 'ReportViewView'>;

const TEXTS: Record<PublicLinkView, { thing: string; hint: string }> = {
  ShipmentTrackView: {
    thing: 'tracking',
    hint: 'The shipment may no longer be shared, or the link was copied only in part. Ask the sender for a new link.',
  },
  ApproveOrderView: {
    thing: 'order approval',
    hint: 'The order may already be approved or withdrawn, or the link was copied only in part. Ask the sender for a new link.',
  },
  ReportViewView: {
    thing: 'report',
    hint: 'The report may no longer be shared, or the link was copied only in part. Ask the sender for a new link.',
  },
};

function screen(view: PublicLinkView): LazyScreen {
  return async () => {
    const { PublicLinkNotFound } = await import('../../components/public-link-not-found.tsx');
    const texts = TEXTS[view];
    return { Component: () => <PublicLinkNotFound thing={texts.thing} hint={texts.hint} /> };
  };
}

/**
 * The public link pages (spec 2/3: shipment tracking, order approval, shared report). Shipment tracking and the
 * shared report have their screens; order approval has not arrived, so no link can name an order yet: it says so
 * plainly until its real screen replaces it here.
 */
export const PUBLIC_LINK_SCREENS: Record<PublicLinkView, LazyScreen> = {
  ShipmentTrackView: () =>
    import('../../features/shipments/components/public-shipment-screen.tsx').then((m) => ({
      Component: m.PublicShipmentScreen,
    })),
  ApproveOrderView: screen('ApproveOrderView'),
  ReportViewView: () =>
    import('../../features/reports/components/public-report-screen.tsx').then((m) => ({
      Component: m.PublicReportScreen,
    })),
};
