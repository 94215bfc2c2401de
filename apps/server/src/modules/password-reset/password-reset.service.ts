import { PASSWORD_RESET_LINK_MINUTES, pathTo, type ResetPasswordRequest } from '@lodestar/contracts';
import { eq, isNull, and } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueMail } from '../../jobs/outbox/enqueue-mail.ts';
import { hashPassword } from '../session/password.ts';
import { revokeOtherUserSessions } from '../session/session.repository.ts';
import { findUserByEmail, updatePasswordHash } from '../users/users.repository.ts';
import { consumeEmailLink, issueEmailLink } from './email-links.ts';
import { appLink, linkMail } from './link-mail.ts';

const LIFETIME_MS = PASSWORD_RESET_LINK_MINUTES * 60_000;

/**
 * The background half of POST /forgot-password (decision 0042): runs after the same 202 has been answered for
 * every address, so neither the look-up nor the mail can show in the response time. Answers whether a mail was
 * queued (the caller kicks the outbox).
 */
export async function mailPasswordReset(db: Db, email: string, publicUrl: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await db.transaction(async (tx) => {
    const token = await issueEmailLink(tx, user, 'password-reset', LIFETIME_MS);
    await enqueueMail(
      tx,
      linkMail({
        to: user.email,
        name: user.name,
        subject: 'Reset your Lodestar password',
        lines: ['We received a request to reset the password of your Lodestar account.'],
        links: [
          {
            label: 'Choose a new password',
            url: appLink(publicUrl, pathTo('PasswordResetView'), { token }),
          },
        ],
        after: [
          `The link works once and expires in ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ],
      }),
    );
  });
  return true;
}

/**
 * PUT /reset-password: sets the new password through a mailed link, once. The user's other open reset links end,
 * every sign-in of theirs is revoked (account API tokens stay, as after a password change), and the address counts
 * as confirmed, since the link proved it. Answers the user's id.
 */
export async function resetPassword(db: Db, input: ResetPasswordRequest, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const userId = await consumeEmailLink(tx, input.token, 'password-reset', now);
    await updatePasswordHash(tx, userId, await hashPassword(input.password));
    // no session is kept: 0 is no session's id
    await revokeOtherUserSessions(tx, userId, 0, now);
    await tx
      .update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    return userId;
  });
}
