import { EMAIL_CHANGE_LINK_HOURS, SIGN_UP_TEXTS } from '@lodestar/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { enqueueMail } from '../../jobs/outbox/enqueue-mail.ts';
import { issueEmailLink } from '../password-reset/email-links.ts';
import {
  expireOpenEmailLinks,
  findEmailLink,
  useEmailLink,
} from '../password-reset/email-links.repository.ts';
import { hashToken } from '../session/tokens.ts';
import { emailChangeLinkMail, emailChangeNoticeMail, emailChangeTakenMail } from './email-change-mails.ts';
import { findUserByEmail, findUserById, isEmailTakenByOther } from './users.repository.ts';

const LIFETIME_MS = EMAIL_CHANGE_LINK_HOURS * 60 * 60_000;
const gone = (message: string) => new HttpError(410, message, { token: [message] });

/**
 * The background half of an e-mail change (PUT /users/{self}, issue 26 items 1 and 2), run after the same answer
 * for a free and a taken address. The current address is told either way; a free address gets the link that makes
 * it the user's (older change links end), a taken one a notice to its owner. Nothing about the user changes here.
 */
export async function requestEmailChange(db: Db, userId: number, newEmail: string, publicUrl: string) {
  const user = await findUserById(db, userId);
  if (!user) return;
  const owner = await findUserByEmail(db, newEmail);
  await db.transaction(async (tx) => {
    await enqueueMail(tx, emailChangeNoticeMail(user, newEmail, publicUrl));
    if (owner) {
      if (owner.id !== user.id) await enqueueMail(tx, emailChangeTakenMail(owner, publicUrl));
      return;
    }
    await expireOpenEmailLinks(tx, user.id, 'email-change', new Date());
    // the link is issued for the new address: `email` records where it went, which is what it proves
    const token = await issueEmailLink(tx, { id: user.id, email: newEmail }, 'email-change', LIFETIME_MS);
    await enqueueMail(tx, emailChangeLinkMail(user, newEmail, token, publicUrl));
  });
}

/**
 * PUT /confirm-email with an e-mail change link: the new address proved itself, so it becomes the user's sign-in
 * address (confirmed) and their other change links end. Answers the user's id, or null when the token is no
 * change link (the caller then tries it as a confirmation link). Run it inside the caller's transaction.
 */
export async function confirmEmailChange(tx: Db, token: string, now: Date): Promise<number | null> {
  const found = await findEmailLink(tx, hashToken(token), 'email-change');
  if (!found) return null;
  const { link } = found;
  if (link.usedAt) throw gone(SIGN_UP_TEXTS.linkUsed);
  if (link.expiresAt <= now) throw gone(SIGN_UP_TEXTS.linkExpired);
  // someone else took the address since the link was sent: an address belongs to one sign-in
  if (await isEmailTakenByOther(tx, link.email, link.userId)) throw gone(SIGN_UP_TEXTS.linkInvalid);
  if (!(await useEmailLink(tx, link.id, now))) throw gone(SIGN_UP_TEXTS.linkUsed);
  await tx
    .update(users)
    .set({ email: link.email, emailConfirmedAt: now, updatedAt: now })
    .where(eq(users.id, link.userId));
  await expireOpenEmailLinks(tx, link.userId, 'email-change', now);
  return link.userId;
}
