import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The page an e-mailed file's link opens (docs/decisions/0060). */
export const DOWNLOAD_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  DownloadView: () =>
    import('./components/download-screen.tsx').then((m) => ({ Component: m.DownloadScreen })),
};
