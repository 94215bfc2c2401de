import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The signed-in report screens (spec 2 §2), loaded on first visit; the public page is with the public links. */
export const REPORT_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  ReportListView: () =>
    import('./components/report-list-screen.tsx').then((m) => ({ Component: m.ReportListScreen })),
  ReportDetailsView: () =>
    import('./components/report-details-screen.tsx').then((m) => ({ Component: m.ReportDetailsScreen })),
};
