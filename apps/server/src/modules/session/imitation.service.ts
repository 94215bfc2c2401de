import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { findUserById } from '../users/users.repository.ts';
import type { AuthContext } from './auth.plugin.ts';
import { revokeSession } from './session.repository.ts';
import { issueSession, type IssuedSession } from './session-issuer.ts';

export const NOT_IMITATING = 'You are not imitating a user.';

/**
 * Starts an imitation (spec 3 §6): a separate session for the target that records the acting admin. Internal
 * admins cannot imitate one another, so imitation never widens an admin's powers or hides who did what.
 */
export async function startImitation(
  db: Db,
  admin: AuthContext,
  targetUserId: number,
): Promise<IssuedSession> {
  const target = await findUserById(db, targetUserId);
  if (!target) throw notFound('User not found.');
  if (target.isGpxAdmin) throw forbidden('Internal admins cannot be imitated.');
  return issueSession(db, { kind: 'imitation', userId: target.id, actingAdminId: admin.user.id });
}

/** Ends the imitation the request runs under; the admin's own session (if any) is untouched. */
export async function endImitation(db: Db, auth: AuthContext): Promise<void> {
  if (auth.kind !== 'imitation') throw conflict(NOT_IMITATING);
  await revokeSession(db, auth.sessionId);
}
