import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The internal admin's views, loaded on first visit (decision 0031). */
export const INTERNAL_ADMIN_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  InternalAdminHomeView: () =>
    import('./components/internal-admin-screen.tsx').then((m) => ({ Component: m.InternalAdminScreen })),
  AuditLogView: () =>
    import('./components/audit-log-screen.tsx').then((m) => ({ Component: m.AuditLogScreen })),
};
