import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The internal admin's utilities page (spec 3 §2.12, decision 0071), loaded on first visit. */
export const UTILITY_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  UtilityView: () =>
    import('./components/utilities-screen.tsx').then((m) => ({ Component: m.UtilitiesScreen })),
};
