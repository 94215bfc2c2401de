import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The Payment tab's screen; app/router puts it in the manage frame. */
export const PAYMENT_TAB_SCREENS = {
  ManagePaymentView: () =>
    import('./components/payment-methods-screen.tsx').then((m) => ({ Component: m.PaymentMethodsScreen })),
} satisfies Record<string, LazyScreen>;

export const PAYMENT_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  PaymentSuccessView: () =>
    import('./components/payment-success-screen.tsx').then((m) => ({ Component: m.PaymentSuccessScreen })),
};
