import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The signed-out screens besides login (decision 0042), loaded on first visit. */
export const AUTH_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  PasswordForgotView: () =>
    import('./components/forgot-password-screen.tsx').then((m) => ({ Component: m.ForgotPasswordScreen })),
  PasswordResetView: () =>
    import('./components/reset-password-screen.tsx').then((m) => ({ Component: m.ResetPasswordScreen })),
  CreateAccountView: () =>
    import('./components/create-account-screen.tsx').then((m) => ({ Component: m.CreateAccountScreen })),
  ConfirmEmailView: () =>
    import('./components/confirm-email-screen.tsx').then((m) => ({ Component: m.ConfirmEmailScreen })),
};
