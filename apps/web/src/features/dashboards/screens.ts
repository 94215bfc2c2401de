import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The dashboards (spec 2 §2), each loaded on first visit as its own chunk; /dashboards only redirects. */
export const DASHBOARD_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  DashboardDwellView: () =>
    import('./components/dwell-screen.tsx').then((m) => ({ Component: m.DwellScreen })),
  DashboardCustomView: () =>
    import('./components/custom-report-screen.tsx').then((m) => ({ Component: m.CustomReportScreen })),
};
