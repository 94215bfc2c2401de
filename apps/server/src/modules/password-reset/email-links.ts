import { SIGN_UP_TEXTS } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { hashToken, newToken } from '../session/tokens.ts';
import {
  expireOpenEmailLinks,
  findEmailLink,
  insertEmailLink,
  useEmailLink,
  type EmailLinkPurpose,
} from './email-links.repository.ts';

/** A link that cannot be used (used, expired, unknown): 410 Gone, with the reason as the message. */
const gone = (message: string) => new HttpError(410, message, { token: [message] });

/**
 * Makes a single-use link token for the user's current address; only its hash is stored. Call it inside the
 * transaction that queues the mail carrying it.
 */
export async function issueEmailLink(
  db: Db,
  user: { id: number; email: string },
  purpose: EmailLinkPurpose,
  lifetimeMs: number,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await insertEmailLink(db, {
    userId: user.id,
    purpose,
    email: user.email,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

/**
 * Uses a link once: answers its user's id, or throws 410 saying whether it was used, has expired or is not
 * valid (unknown, or sent to an address the user no longer has). Run it inside the transaction that acts on it,
 * so a failure later on gives the link back. The user's other open links of the kind end with it.
 */
export async function consumeEmailLink(
  db: Db,
  token: string,
  purpose: EmailLinkPurpose,
  now = new Date(),
): Promise<number> {
  const found = await findEmailLink(db, hashToken(token), purpose);
  if (!found || found.link.email.toLowerCase() !== found.userEmail.toLowerCase())
    throw gone(SIGN_UP_TEXTS.linkInvalid);
  const { link } = found;
  if (link.usedAt) throw gone(SIGN_UP_TEXTS.linkUsed);
  if (link.expiresAt <= now) throw gone(SIGN_UP_TEXTS.linkExpired);
  // a parallel request with the same link may have used it between the read and now
  if (!(await useEmailLink(db, link.id, now))) throw gone(SIGN_UP_TEXTS.linkUsed);
  await expireOpenEmailLinks(db, link.userId, purpose, now);
  return link.userId;
}
