import type { Db } from '../../db/database.ts';
import { unauthenticated } from '../../http/errors.ts';
import type { AuthContext } from './auth.plugin.ts';
import { hashToken } from './tokens.ts';
import { consumeSession, findLiveSession } from './session.repository.ts';
import { lockImitation } from './imitation-sessions.repository.ts';
import { issueSession, type IssuedSession } from './session-issuer.ts';

export const TEMPORARY_TOKEN_INVALID = 'This temporary token is invalid, expired or already used.';

/**
 * A one-time, one-minute token that carries the caller's identity to the other brand host (spec 3 §4 Start-up),
 * where cookies of this host are not sent. An imitation hands over as an imitation, never as the target's own sign-in.
 */
export async function createTemporaryToken(db: Db, auth: AuthContext): Promise<string> {
  const imitating = auth.kind === 'imitation';
  const issued = await issueSession(db, {
    kind: 'temporary',
    userId: auth.user.id,
    handsOver: imitating ? 'imitation' : 'session',
    actingAdminId: imitating ? auth.actingAdminId : null,
    // the imitation travels as itself: same start, same end, same expiry (decision 0024)
    imitationId: imitating ? auth.imitationId : null,
  });
  return issued.token;
}

export interface ExchangedSession extends IssuedSession {
  kind: 'session' | 'imitation';
}

/**
 * Uses a temporary token up (exactly once, even under concurrent calls) and opens the session it carries. An
 * imitation is handed over as the same imitation: the new session names its first session, ends with it and
 * expires when it does; an imitation ended meanwhile cannot be handed over.
 */
export async function exchangeTemporaryToken(db: Db, token: string): Promise<ExchangedSession> {
  const found = await findLiveSession(db, hashToken(token));
  // only temporary tokens are exchanged: a normal token sent here must not be consumed by mistake
  if (!found || found.session.kind !== 'temporary') throw unauthenticated(TEMPORARY_TOKEN_INVALID);
  const temporary = found.session;
  if (temporary.handsOver !== 'imitation') {
    if (!(await consumeSession(db, temporary.id))) throw unauthenticated(TEMPORARY_TOKEN_INVALID);
    return { ...(await issueSession(db, { kind: 'session', userId: temporary.userId })), kind: 'session' };
  }
  const imitationId = temporary.imitationId;
  if (imitationId === null) throw unauthenticated(TEMPORARY_TOKEN_INVALID);
  return db.transaction(async (tx) => {
    // the imitation's lock first, as endImitation takes it: the end and the hand-over cannot interleave
    const imitation = await lockImitation(tx, imitationId);
    const now = new Date();
    if (!imitation || imitation.revokedAt !== null || imitation.expiresAt <= now)
      throw unauthenticated(TEMPORARY_TOKEN_INVALID);
    if (!(await consumeSession(tx, temporary.id))) throw unauthenticated(TEMPORARY_TOKEN_INVALID);
    const issued = await issueSession(
      tx,
      {
        kind: 'imitation',
        userId: temporary.userId,
        actingAdminId: temporary.actingAdminId,
        imitationId,
        expiresAt: imitation.expiresAt,
      },
      now,
    );
    return { ...issued, kind: 'imitation' as const };
  });
}
