import { accessContextFor, type AccessContext } from '@lodestar/domain';
import type { Me } from '@lodestar/contracts';
import { useMe } from './api/get-me.ts';
import { storedAccountId } from './stored-account.ts';

/** The access context of a signed-in user: current account, role, internal admin. */
export function currentAccess(me: Me): AccessContext {
  return accessContextFor(me, storedAccountId());
}

/**
 * The signed-in user and where they work now. The stored choice only changes by switching, which reloads the
 * page, so reading storage on render is enough.
 */
export function useCurrentAccount(): { me: Me | null; access: AccessContext | null } {
  const { data: me } = useMe();
  if (!me) return { me: null, access: null };
  return { me, access: currentAccess(me) };
}
