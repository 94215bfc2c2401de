import type { Db } from '../../db/database.ts';
import { forbidden, unprocessable } from '../../http/errors.ts';
import { findUserByEmail, userMemberships, type UserRow } from '../users/users.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { hashToken } from './tokens.ts';
import { revokeByTokenHashes, revokeSession } from './session.repository.ts';
import { issueSession, type IssuedSession } from './session-issuer.ts';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const NO_ACCOUNT = 'Your user has no account.';

// Verified against when the address is unknown, so a wrong address costs the same argon2 time as a wrong
// password and response times do not reveal which addresses have users.
let dummyHash: Promise<string> | undefined;

/** Checks e-mail and password; throws 422 with one message for both unknown address and wrong password. */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    dummyHash ??= hashPassword('lodestar-timing-equaliser');
    await verifyPassword(await dummyHash, password);
    throw unprocessable(BAD_CREDENTIALS, { email: [BAD_CREDENTIALS] });
  }
  if (!(await verifyPassword(user.passwordHash, password)))
    throw unprocessable(BAD_CREDENTIALS, { email: [BAD_CREDENTIALS] });
  return user;
}

/**
 * Opens a sign-in for a verified user. A user who belongs to no account has nothing to see and is signed out
 * by the web app (spec 3 §2.2), so we refuse the session up front; internal admins may work without accounts.
 */
export async function openSession(db: Db, user: UserRow): Promise<IssuedSession> {
  if (!user.isGpxAdmin && (await userMemberships(db, user.id)).length === 0) throw forbidden(NO_ACCOUNT);
  return issueSession(db, { kind: 'session', userId: user.id });
}

/** Logout: the session that authenticated the request plus any other sign-in token the browser presented. */
export async function closeSessions(db: Db, currentSessionId: number, presentedTokens: string[]) {
  await revokeSession(db, currentSessionId);
  await revokeByTokenHashes(db, presentedTokens.map(hashToken));
}
