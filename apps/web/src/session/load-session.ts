import type { Me } from '@lodestar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from './api/get-me.ts';
import { setImitationMode } from './preferences-storage.ts';

/**
 * The signed-in user, from the cache or GET /me, or null when nobody is signed in or /me fails (start-up sends
 * the visitor to sign-in then, spec 3 §4). Also picks where preferences are stored.
 */
export async function loadSession(queryClient: QueryClient): Promise<Me | null> {
  try {
    const me = await queryClient.ensureQueryData(meQueryOptions);
    setImitationMode(me?.imitated_by != null);
    return me;
  } catch {
    return null;
  }
}
