import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** Add Tracker and the internal admins' CSV provisioning (decision 0030), loaded on first visit. */
export const ADD_TRACKER_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  AddTrackerView: () =>
    import('./components/add-tracker-screen.tsx').then((m) => ({ Component: m.AddTrackerScreen })),
  ProvisioningView: () =>
    import('../provisioning/components/provisioning-screen.tsx').then((m) => ({
      Component: m.ProvisioningScreen,
    })),
};
