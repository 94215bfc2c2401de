import { IDENTITY_TEXTS, type PasswordChange, type User, type UserUpdate } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, unprocessable } from '../../http/errors.ts';
import { imitationCannotChange, type AuthContext } from '../session/auth.plugin.ts';
import { hashPassword, verifyPassword } from '../session/password.ts';
import { revokeOtherUserSessions } from '../session/session.repository.ts';
import { enforceLimits, LINK_LIMITS, type RequestLimiter } from '../password-reset/request-limits.ts';
import {
  countGrantedDevices,
  timezoneExists,
  updatePasswordHash,
  updateUserProfile,
} from './users.repository.ts';
import { toUserDto } from './user-dto.ts';

export const TIMEZONE_INVALID = 'The selected time zone is invalid.';

export interface ProfileUpdate {
  user: User;
  /** A new address was asked for: it changes only when that address opens the mailed link (issue 26). */
  pendingEmail?: string;
}

/**
 * Account settings form (spec 3 §2.5): people edit their own details, nobody else's. The spec gives internal
 * admins no profile editing (they open accounts, imitate and use the utilities), so they are refused too; while
 * imitating they may fix the user's name, phone or time zone, but not the e-mail address, which would let them
 * reset the password and take the user over (decision 0024).
 *
 * A new e-mail address is not stored here (issue 26 items 1 and 2): an address is trusted only once its owner
 * proved it, so the caller counts the request and mails a link to it (requestEmailChange), and the answer is the
 * same whether or not another user has the address. Only a change of letter case is stored at once.
 */
export async function updateProfile(
  db: Db,
  auth: AuthContext,
  userId: number,
  input: UserUpdate,
  limiter: RequestLimiter,
): Promise<ProfileUpdate> {
  // the same answer whether or not the id exists, so the call cannot be used to find users
  if (userId !== auth.user.id) throw forbidden('You can only edit your own details.');
  const sameAddress = input.email.toLowerCase() === auth.user.email.toLowerCase();
  if (auth.kind === 'imitation' && !sameAddress) throw forbidden(imitationCannotChange('e-mail address'));
  if (!(await timezoneExists(db, input.timezone_id)))
    throw unprocessable(TIMEZONE_INVALID, { timezone_id: [TIMEZONE_INVALID] });
  const pendingEmail = sameAddress ? undefined : input.email.toLowerCase();
  if (pendingEmail)
    await enforceLimits(
      limiter,
      [{ limit: LINK_LIMITS.emailChangePerUser, subject: String(userId) }],
      'e-mail address changes',
    );
  const row = await updateUserProfile(db, userId, {
    name: input.name,
    email: sameAddress ? input.email : auth.user.email,
    timezoneId: input.timezone_id,
    // an omitted phone keeps the stored one; an empty or null phone clears it
    ...(input.phone !== undefined && { phone: input.phone || null }),
  });
  return { user: toUserDto(row, await countGrantedDevices(db, userId)), pendingEmail };
}

/**
 * Password form: the current password must be given (issue 26 item 10: a borrowed laptop or a stolen cookie must
 * not be enough to lock the owner out; a mailed reset link is the way without it). Guesses are counted per user.
 * Stores the new hash and revokes the user's other sign-ins (other browsers, old bearer tokens, imitations,
 * hand-over codes), keeping the one that made the change so the person stays signed in here.
 */
export async function changePassword(
  db: Db,
  auth: AuthContext,
  input: PasswordChange,
  limiter: RequestLimiter,
): Promise<void> {
  await enforceLimits(
    limiter,
    [{ limit: LINK_LIMITS.passwordCheckPerUser, subject: String(auth.user.id) }],
    'password attempts',
  );
  if (!(await verifyPassword(auth.user.passwordHash, input.current_password)))
    throw unprocessable(IDENTITY_TEXTS.currentPasswordWrong, {
      current_password: [IDENTITY_TEXTS.currentPasswordWrong],
    });
  await updatePasswordHash(db, auth.user.id, await hashPassword(input.password));
  await revokeOtherUserSessions(db, auth.user.id, auth.sessionId);
}
