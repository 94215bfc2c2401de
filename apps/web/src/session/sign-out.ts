import type { QueryClient } from '@tanstack/react-query';
import { deleteToken } from './api/delete-token.ts';
import { meQueryKey } from './api/get-me.ts';
import { setImitationMode } from './preferences-storage.ts';
import { clearStoredAccount } from './stored-account.ts';

/**
 * Forgets the user in this tab: every cached answer (they belong to the old session) and the stored account.
 * The user query is then set to "nobody" so the app knows at once, without asking the server again.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.clear();
  clearStoredAccount();
  setImitationMode(false);
  queryClient.setQueryData(meQueryKey, null);
}

/** Logout: ends the session on the server (DELETE /token), then forgets it here even if that call failed. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await deleteToken().catch(() => undefined);
  forgetSession(queryClient);
}
