import type { User, UserUpdate } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, unprocessable } from '../../http/errors.ts';
import { imitationCannotChange, type AuthContext } from '../session/auth.plugin.ts';
import { hashPassword } from '../session/password.ts';
import { revokeOtherUserSessions } from '../session/session.repository.ts';
import {
  countGrantedDevices,
  isEmailTakenByOther,
  timezoneExists,
  updatePasswordHash,
  updateUserProfile,
} from './users.repository.ts';
import { toUserDto } from './user-dto.ts';

export const EMAIL_TAKEN = 'The email has already been taken.';
export const TIMEZONE_INVALID = 'The selected time zone is invalid.';

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Account settings form (spec 3 §2.5): people edit their own details, nobody else's. The spec gives internal
 * admins no profile editing (they open accounts, imitate and use the utilities), so they are refused too; while
 * imitating they may fix the user's name, phone or time zone, but not the e-mail address, which would let them
 * reset the password and take the user over (decision 0024).
 */
export async function updateProfile(
  db: Db,
  auth: AuthContext,
  userId: number,
  input: UserUpdate,
): Promise<User> {
  // the same answer whether or not the id exists, so the call cannot be used to find users
  if (userId !== auth.user.id) throw forbidden('You can only edit your own details.');
  if (auth.kind === 'imitation' && input.email.toLowerCase() !== auth.user.email.toLowerCase())
    throw forbidden(imitationCannotChange('e-mail address'));
  if (await isEmailTakenByOther(db, input.email, userId))
    throw unprocessable(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  if (!(await timezoneExists(db, input.timezone_id)))
    throw unprocessable(TIMEZONE_INVALID, { timezone_id: [TIMEZONE_INVALID] });
  const values = {
    name: input.name,
    email: input.email,
    timezoneId: input.timezone_id,
    // an omitted phone keeps the stored one; an empty or null phone clears it
    ...(input.phone !== undefined && { phone: input.phone || null }),
  };
  try {
    const row = await updateUserProfile(db, userId, values);
    return toUserDto(row, await countGrantedDevices(db, userId));
  } catch (err) {
    // two people claiming the same address at once: the unique index decides, the loser gets the same 422
    if (isUniqueViolation(err)) throw unprocessable(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    throw err;
  }
}

/**
 * Password form: stores the new hash and revokes the user's other sign-ins (other browsers, old bearer tokens,
 * imitations), keeping the one that made the change so the person stays signed in here.
 */
export async function changePassword(db: Db, auth: AuthContext, password: string): Promise<void> {
  await updatePasswordHash(db, auth.user.id, await hashPassword(password));
  await revokeOtherUserSessions(db, auth.user.id, auth.sessionId);
}
