import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { runApiEffect } from '../api/api-effects.ts';
import { databaseStatus } from '../api/database-status.ts';
import { debugHooks, emptyLiveStats } from '../api/debug-hooks.ts';
import { SocketController } from '../api/socket-controller.ts';
import { meQueryKey } from '../session/api/get-me.ts';
import { useCurrentAccount } from '../session/use-current-account.ts';

/**
 * Keeps the one live connection open while someone is signed in: opened for the current account, closed on
 * sign-out (the user query turns null) and reopened when the user or account changes. An imitation changes the
 * user id, so the admin's own connection never carries the imitated user's positions or the other way round.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { me, access } = useCurrentAccount();
  const userId = me?.id ?? null;
  const accountId = access?.account?.id ?? null;

  useEffect(() => {
    if (userId === null || accountId === null) return;
    const stats = emptyLiveStats();
    debugHooks().live = stats;
    // the server ended the session behind the socket: ask who we are now; nobody means the sign-in page, as
    // for any 401, and a changed user re-runs this effect with a new connection
    const onSessionEnded = async () => {
      await queryClient.refetchQueries({ queryKey: meQueryKey }).catch(() => undefined);
      if (queryClient.getQueryData(meQueryKey)) controller.reconnectNow();
      else runApiEffect('sign-in');
    };
    const controller = new SocketController(queryClient, accountId, {
      stats,
      onSessionEnded: () => void onSessionEnded(),
      onDatabaseState: (state) => databaseStatus.set(state),
    });
    controller.start();
    const online = () => controller.reconnectNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      controller.stop();
      // signed out or switched: nothing is known about the database until the next connection says
      databaseStatus.set('available');
    };
  }, [queryClient, userId, accountId]);
}
