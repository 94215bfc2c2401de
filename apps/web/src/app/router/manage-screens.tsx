import type { RouteName } from '@lodestar/contracts';
import type { ComponentType } from 'react';
import type { LazyScreen } from '../../components/lazy-screen.ts';
import { ORDER_TAB_SCREENS } from '../../features/orders/screens.ts';
import { PAYMENT_TAB_SCREENS } from '../../features/payments/screens.ts';
import { SUBSCRIPTION_TAB_SCREENS } from '../../features/subscriptions/screens.ts';

/**
 * A tab screen inside the manage frame (heading 'Manage', the tabs, then the screen), frame and screen loaded on
 * first visit. To add a tab's screen, add an entry to MANAGE_SCREENS below:
 *   SomeView: inManageFrame(() => import('../../features/x/components/x-screen.tsx').then((m) => ({ Component: m.XScreen }))),
 * The screen renders its content (its h2 heading included) without a Container: the frame gives the width and tabs.
 * The tab list itself is MANAGE_TABS in manage-frame.tsx.
 */
export function inManageFrame(load: LazyScreen): LazyScreen {
  return () =>
    Promise.all([import('./manage-frame.tsx'), load()]).then(
      ([frame, { Component }]: [typeof import('./manage-frame.tsx'), { Component: ComponentType }]) => ({
        Component: () => (
          <frame.ManageFrame>
            <Component />
          </frame.ManageFrame>
        ),
      }),
    );
}

/** The rules list (features/rules) with the hint to the API tab when the account has API access. */
const rulesScreen: LazyScreen = () =>
  Promise.all([
    import('../../features/rules/components/rule-list-screen.tsx'),
    import('../../components/api-access-hint.tsx'),
  ]).then(([rules, hint]) => ({
    Component: () => <rules.RuleListScreen hint={<hint.ApiAccessHint />} />,
  }));

/** The manage area's screens (spread into SCREENS), and the rules list with its API hint. */
export const MANAGE_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  ManageSubscriptionsView: inManageFrame(SUBSCRIPTION_TAB_SCREENS.ManageSubscriptionsView),
  ManageSubscriptionView: inManageFrame(SUBSCRIPTION_TAB_SCREENS.ManageSubscriptionView),
  ManageOrdersView: inManageFrame(ORDER_TAB_SCREENS.ManageOrdersView),
  ManageOrderView: inManageFrame(ORDER_TAB_SCREENS.ManageOrderView),
  ManagePaymentView: inManageFrame(PAYMENT_TAB_SCREENS.ManagePaymentView),
  ManageUsersView: inManageFrame(() =>
    import('../../features/users/components/users-screen.tsx').then((m) => ({ Component: m.UsersScreen })),
  ),
  ManageAddressesView: inManageFrame(() =>
    import('../../features/addresses/components/addresses-screen.tsx').then((m) => ({
      Component: m.AddressesScreen,
    })),
  ),
  ManageApiView: inManageFrame(() =>
    import('../../features/api-access/components/api-access-screen.tsx').then((m) => ({
      Component: m.ApiAccessScreen,
    })),
  ),
  RulesManageView: rulesScreen,
};
