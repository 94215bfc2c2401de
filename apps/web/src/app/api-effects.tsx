import { MESSAGES, ROUTES, TIMING } from '@lodestar/contracts';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { configureApiEffects } from '../api/api-effects.ts';
import { databaseStatus } from '../api/database-status.ts';
import { forgetSession } from '../session/sign-out.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

const SERVER_ERROR_TOAST = 'server-error';

/** The page the user is on, or going to while a navigation is under way. */
function wantedPath(router: AppRouter): string {
  const location = router.state.navigation.location ?? router.state.location;
  return `${location.pathname}${location.search}`;
}

function showServerErrorToast() {
  const reload = () => window.location.reload();
  // several calls failing together show one toast, not a stack of them
  notifications.hide(SERVER_ERROR_TOAST);
  notifications.show({
    id: SERVER_ERROR_TOAST,
    color: 'red',
    title: MESSAGES.serverErrorTitle,
    message: (
      <Anchor component="button" type="button" onClick={reload} size="sm">
        {MESSAGES.serverErrorBody}
      </Anchor>
    ),
    autoClose: TIMING.serverErrorToast,
    onClick: reload,
    style: { cursor: 'pointer' },
  });
}

/** Connects the request layer's shared error reactions to this app's router, cache and toasts (spec 3 §8). */
export function wireApiEffects(router: AppRouter, queryClient: QueryClient): void {
  const goOnce = (path: string) => {
    // parallel calls failing the same way navigate once
    if (wantedPath(router).split('?')[0] !== path) void router.navigate(path);
  };
  configureApiEffects({
    'sign-in': () => {
      forgetSession(queryClient);
      const here = wantedPath(router);
      if (here.startsWith(ROUTES.LoginView)) return;
      void router.navigate(`${ROUTES.LoginView}?next=${encodeURIComponent(here)}`, { replace: true });
    },
    forbidden: () => goOnce(ROUTES.ForbiddenView),
    'not-found': () => goOnce(ROUTES.NotFoundView),
    'server-error': showServerErrorToast,
    // the socket may be down too (it needs the database to sign in), so a 503 raises the notice itself
    unavailable: () => databaseStatus.set('unavailable'),
  });
}
