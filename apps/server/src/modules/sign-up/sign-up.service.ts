import { EMAIL_CONFIRMATION_LINK_HOURS, SIGN_UP_TEXTS, type CreateAccountRequest } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { enqueueMail } from '../../jobs/outbox/enqueue-mail.ts';
import { confirmEmailChange } from '../users/email-change.service.ts';
import { isUniqueViolation } from '../provisioning/add-tracker.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { findUserByEmail, findUserById } from '../users/users.repository.ts';
import { hashPassword } from '../session/password.ts';
import { consumeEmailLink, issueEmailLink } from '../password-reset/email-links.ts';
import { confirmationMail, signUpAttemptMail } from './sign-up.mails.ts';
import { findTimezoneId, insertSignUp, markEmailConfirmed } from './sign-up.repository.ts';

const LIFETIME_MS = EMAIL_CONFIRMATION_LINK_HOURS * 60 * 60_000;

/** Queues a fresh confirmation link for the user's current address (older unused ones keep working until used or expired). */
async function queueConfirmation(db: Db, user: Pick<UserRow, 'id' | 'name' | 'email'>, publicUrl: string) {
  const token = await issueEmailLink(db, user, 'email-confirmation', LIFETIME_MS);
  await enqueueMail(db, confirmationMail(user, token, publicUrl));
}

/**
 * The background half of POST /create-account (decision 0042), run after the same 202 has been answered for a
 * new and a taken address. A new address gets the user (unconfirmed), the account with them as admin and a
 * confirmation link, in one transaction; a taken one gets a mail telling its owner. The password is hashed
 * either way, so the two cases cost the server the same. Answers nothing: the caller kicks the outbox.
 */
export async function signUp(
  db: Db,
  input: CreateAccountRequest,
  opts: { publicUrl: string; timezone?: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const owner = await findUserByEmail(db, input.email);
  if (owner) {
    await enqueueMail(db, signUpAttemptMail(owner, opts.publicUrl));
    return;
  }
  const timezoneId = opts.timezone ? await findTimezoneId(db, opts.timezone) : null;
  try {
    await db.transaction(async (tx) => {
      const { user } = await insertSignUp(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        timezoneId,
        accountTitle: input.account_name,
        business: input.account_type === 'business',
      });
      await queueConfirmation(tx, user, opts.publicUrl);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // a parallel sign-up (or invitation) took the address between the look-up and the insert
    const winner = await findUserByEmail(db, input.email);
    if (winner) await enqueueMail(db, signUpAttemptMail(winner, opts.publicUrl));
  }
}

/**
 * PUT /confirm-email: the link confirms its user's address, once. The same page takes the link mailed to a new
 * address in Account settings (issue 26): that one makes the new address the user's.
 */
export async function confirmEmail(db: Db, token: string, now = new Date()): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if ((await confirmEmailChange(tx, token, now)) !== null) return;
      const userId = await consumeEmailLink(tx, token, 'email-confirmation', now);
      await markEmailConfirmed(tx, userId, now);
    });
  } catch (err) {
    // the new address was registered by someone else in the same moment: the unique index decided
    if (isUniqueViolation(err))
      throw new HttpError(410, SIGN_UP_TEXTS.linkInvalid, { token: [SIGN_UP_TEXTS.linkInvalid] });
    throw err;
  }
}

/**
 * POST /confirm-email/resend: a new link for a signed-in user whose address is not confirmed. Answers the message
 * to show, and whether a mail was queued.
 */
export async function resendConfirmation(
  db: Db,
  userId: number,
  publicUrl: string,
): Promise<{ message: string; queued: boolean }> {
  const user = await findUserById(db, userId);
  if (!user || user.emailConfirmedAt) return { message: SIGN_UP_TEXTS.alreadyConfirmed, queued: false };
  await db.transaction(async (tx) => queueConfirmation(tx, user, publicUrl));
  return { message: SIGN_UP_TEXTS.confirmationResent, queued: true };
}
