import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The public invitation page (the Users tab itself is in the manage frame: app/router/manage-screens.tsx). */
export const USER_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  AcceptInvitationView: () =>
    import('./components/accept-invitation-screen.tsx').then((m) => ({
      Component: m.AcceptInvitationScreen,
    })),
};
