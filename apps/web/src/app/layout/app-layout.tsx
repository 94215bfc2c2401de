import { showsNavigation } from '@lodestar/domain';
import { Outlet } from 'react-router';
import { DatabaseNotice } from '../../components/database-notice.tsx';
import { OfflineOverlay } from '../../components/offline-overlay.tsx';
import { ConfirmEmailBanner } from '../../features/auth/components/confirm-email-banner.tsx';
import { SimReplacementBanner } from '../../features/sim-replacement/components/sim-replacement-banner.tsx';
import { useCurrentAccount } from '../../session/use-current-account.ts';
import { useLiveUpdates } from '../live-updates.ts';
import { useCurrentView } from '../router/view-handle.ts';
import classes from './app-layout.module.css';
import { ImitationBanner } from './imitation-banner.tsx';
import { NavigationProgressDriver } from './navigation-progress-driver.tsx';
import { TopNav } from './top-nav.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * The frame around every view: imitation banner, database outage notice, top navigation when signed in, the view,
 * offline overlay; and the live connection, which lives as long as the signed-in frame does.
 */
export function AppLayout() {
  const { me, access } = useCurrentAccount();
  const view = useCurrentView();
  useDocumentTitle(view?.title);
  useLiveUpdates();
  const showNav = me !== null && access !== null && showsNavigation(view?.view);

  return (
    <div className={classes.shell}>
      <NavigationProgressDriver />
      {showNav && (
        <a href="#main-content" className={classes.skipLink}>
          Skip to content
        </a>
      )}
      {me?.imitated_by && <ImitationBanner me={me} />}
      <DatabaseNotice />
      {showNav && <ConfirmEmailBanner me={me} />}
      {showNav && <SimReplacementBanner />}
      {showNav && (
        <header className={classes.header}>
          <TopNav me={me} access={access} />
        </header>
      )}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <OfflineOverlay />
    </div>
  );
}
