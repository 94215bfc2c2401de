import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The group screens (spec 1 §2.7), loaded on first visit. */
export const GROUP_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  GroupListView: () =>
    import('./components/group-list-screen.tsx').then((m) => ({ Component: m.GroupListScreen })),
  GroupDetailsView: () =>
    import('./components/group-details-screen.tsx').then((m) => ({ Component: m.GroupDetailsScreen })),
};
