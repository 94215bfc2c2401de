import type { Db } from '../../db/database.ts';
import { unauthenticated } from '../../http/errors.ts';
import type { AuthContext } from './auth.plugin.ts';
import { hashToken } from './tokens.ts';
import { consumeSession, findLiveSession } from './session.repository.ts';
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
  });
  return issued.token;
}

export interface ExchangedSession extends IssuedSession {
  kind: 'session' | 'imitation';
}

/** Uses a temporary token up (exactly once, even under concurrent calls) and opens the session it carries. */
export async function exchangeTemporaryToken(db: Db, token: string): Promise<ExchangedSession> {
  const found = await findLiveSession(db, hashToken(token));
  // only temporary tokens are exchanged: a normal token sent here must not be consumed by mistake
  if (!found || found.session.kind !== 'temporary') throw unauthenticated(TEMPORARY_TOKEN_INVALID);
  if (!(await consumeSession(db, found.session.id))) throw unauthenticated(TEMPORARY_TOKEN_INVALID);
  const kind = found.session.handsOver === 'imitation' ? 'imitation' : 'session';
  const issued = await issueSession(db, {
    kind,
    userId: found.session.userId,
    actingAdminId: kind === 'imitation' ? found.session.actingAdminId : null,
  });
  return { ...issued, kind };
}
