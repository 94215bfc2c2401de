import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The BLE anchor screens (spec 1 §2.8), loaded on first visit; the guard lets only BLE accounts in. */
export const ANCHOR_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  AnchorListView: () =>
    import('./components/anchor-list-screen.tsx').then((m) => ({ Component: m.AnchorListScreen })),
  AnchorCreateView: () =>
    import('./components/anchor-wizard-screen.tsx').then((m) => ({ Component: m.AnchorCreateScreen })),
  AnchorEditView: () =>
    import('./components/anchor-wizard-screen.tsx').then((m) => ({ Component: m.AnchorEditScreen })),
};
