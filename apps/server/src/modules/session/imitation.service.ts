import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { findUserById } from '../users/users.repository.ts';
import type { AuthContext } from './auth.plugin.ts';
import { lockImitation, revokeImitation } from './imitation-sessions.repository.ts';
import { issueSession, type IssuedSession } from './session-issuer.ts';
import { recordImitation, type AuditedRequest } from '../audit/audit.service.ts';

type RequestOrigin = Pick<AuditedRequest, 'ip' | 'requestId'>;

export const NOT_IMITATING = 'You are not imitating a user.';

/**
 * Starts an imitation (spec 3 §6): a separate session for the target that records the acting admin. Internal
 * admins cannot imitate one another, so imitation never widens an admin's powers or hides who did what.
 */
export async function startImitation(
  db: Db,
  admin: AuthContext,
  targetUserId: number,
  from?: RequestOrigin,
): Promise<IssuedSession> {
  const target = await findUserById(db, targetUserId);
  if (!target) throw notFound('User not found.');
  if (target.isGpxAdmin) throw forbidden('Internal admins cannot be imitated.');
  // no imitation without its audit entry
  return db.transaction(async (tx) => {
    const issued = await issueSession(tx, {
      kind: 'imitation',
      userId: target.id,
      actingAdminId: admin.user.id,
    });
    await recordImitation(tx, 'imitation.start', { actingAdminId: admin.user.id, userId: target.id }, from);
    return issued;
  });
}

/**
 * Ends the imitation the request runs under, on every host it was handed over to (and a hand-over token not yet
 * used), with one end entry however many of its sessions there were; the admin's own session is untouched.
 * Answers the ids of the sessions ended, so their sockets can close.
 */
export async function endImitation(db: Db, auth: AuthContext, from?: RequestOrigin): Promise<number[]> {
  if (auth.kind !== 'imitation' || auth.imitationId === null) throw conflict(NOT_IMITATING);
  const imitationId = auth.imitationId;
  return db.transaction(async (tx) => {
    // the lock orders this against a hand-over of the same imitation (temporary-token.service.ts)
    await lockImitation(tx, imitationId);
    const ended = await revokeImitation(tx, imitationId);
    // a second end (another host, another tab) finds nothing live: the imitation ended once
    if (ended.length && auth.actingAdminId !== null)
      await recordImitation(
        tx,
        'imitation.end',
        { actingAdminId: auth.actingAdminId, userId: auth.user.id },
        from,
      );
    return ended;
  });
}
