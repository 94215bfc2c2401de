import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The Subscriptions tab's screens; app/router puts them in the manage frame. */
export const SUBSCRIPTION_TAB_SCREENS = {
  ManageSubscriptionsView: () =>
    import('./components/subscriptions-screen.tsx').then((m) => ({ Component: m.SubscriptionsScreen })),
  ManageSubscriptionView: () =>
    import('./components/subscription-screen.tsx').then((m) => ({ Component: m.SubscriptionScreen })),
} satisfies Record<string, LazyScreen>;
