import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The Order History tab's screens; app/router puts them in the manage frame. */
export const ORDER_TAB_SCREENS = {
  ManageOrdersView: () =>
    import('./components/orders-screen.tsx').then((m) => ({ Component: m.OrdersScreen })),
  ManageOrderView: () => import('./components/order-screen.tsx').then((m) => ({ Component: m.OrderScreen })),
} satisfies Record<string, LazyScreen>;

/** The public approve pages and the internal admin's order screens. */
export const ORDER_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  ApproveOrderView: () =>
    import('./components/approve-order-screen.tsx').then((m) => ({ Component: m.ApproveOrderScreen })),
  ApproveOrderSuccessView: () =>
    import('./components/approve-order-success-screen.tsx').then((m) => ({
      Component: m.ApproveOrderSuccessScreen,
    })),
  AdminOrdersView: () =>
    import('./components/admin-orders-screen.tsx').then((m) => ({ Component: m.AdminOrdersScreen })),
  AdminOrderView: () =>
    import('./components/admin-order-screen.tsx').then((m) => ({ Component: m.AdminOrderScreen })),
};
