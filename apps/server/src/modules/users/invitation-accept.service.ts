import {
  ACCOUNT_USERS_TEXTS as TEXTS,
  IDENTITY_TEXTS,
  type AcceptInvitationRequest,
  type AcceptInvitationResponse,
  type InvitationPreview,
} from '@lodestar/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { expireOpenEmailLinks } from '../password-reset/email-links.repository.ts';
import { hashPassword } from '../session/password.ts';
import { issueSession } from '../session/session-issuer.ts';
import { revokeAllUserSessions } from '../session/session.repository.ts';
import { hashToken } from '../session/tokens.ts';
import { findUserByEmail, type UserRow } from './users.repository.ts';
import { findMemberByEmail, insertGrants, insertMembership } from './account-users.repository.ts';
import {
  confirmEmail,
  findInvitationByHash,
  hasNewerInvitation,
  markAccepted,
  type InvitationRow,
} from './invitations.repository.ts';

const gone = (message: string) => new HttpError(410, message);
const invalid = () => unprocessable(TEXTS.invitationInvalid, { token: [TEXTS.invitationInvalid] });

/** The open invitation a token names, or the clear 4xx: unknown (422), used, replaced, withdrawn or expired (410). */
async function openInvitation(db: Db, token: string, now: Date) {
  const found = await findInvitationByHash(db, hashToken(token));
  if (!found) throw invalid();
  const { invitation } = found;
  if (invitation.acceptedAt) throw gone(TEXTS.invitationUsed);
  if (invitation.revokedAt)
    throw gone(
      (await hasNewerInvitation(db, invitation))
        ? TEXTS.invitationReplaced
        : IDENTITY_TEXTS.invitationWithdrawn,
    );
  if (invitation.expiresAt <= now) throw gone(TEXTS.invitationExpired);
  return found;
}

/**
 * The user at the invitation's address whose owner proved it (decision 0042): only they join with the password
 * they already have. An unconfirmed sign-up's password may have been set by anyone (issue 26 item 1).
 */
async function provenUser(db: Db, email: string): Promise<{ user?: UserRow; proven?: UserRow }> {
  const user = await findUserByEmail(db, email);
  return { user, proven: user?.emailConfirmedAt ? user : undefined };
}

/** POST /invitations/lookup (public): what the accept page needs to show. */
export async function lookupInvitation(db: Db, token: string, now = new Date()): Promise<InvitationPreview> {
  const { invitation, accountTitle } = await openInvitation(db, token, now);
  const { proven } = await provenUser(db, invitation.email);
  return {
    account: { id: invitation.accountId, title: accountTitle },
    name: proven?.name ?? invitation.name,
    email: invitation.email,
    existing_user: !!proven,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

function requireNewPassword(input: AcceptInvitationRequest): string {
  const password = input.password ?? '';
  if (password.length < 8)
    throw unprocessable(TEXTS.passwordTooShort, { password: [TEXTS.passwordTooShort] });
  if (password !== input.password_confirmation) {
    const message = IDENTITY_TEXTS.passwordMismatch;
    throw unprocessable(message, { password_confirmation: [message] });
  }
  return password;
}

/** Gives the user the invitation's membership and trackers, once; 410 when someone used it first. */
async function join(tx: Db, invitation: InvitationRow, userId: number, now: Date): Promise<void> {
  if (!(await markAccepted(tx, invitation.id, now))) throw gone(TEXTS.invitationUsed);
  await confirmEmail(tx, userId, now);
  // already a member (joined another way meanwhile): their role stays as it is
  if (await findMemberByEmail(tx, invitation.accountId, invitation.email)) return;
  await insertMembership(tx, invitation.accountId, userId, invitation.role);
  await insertGrants(tx, invitation.accountId, userId, invitation.deviceIds);
}

export type AcceptAnswer = AcceptInvitationResponse & {
  maxAgeSeconds?: number;
  /** A user whose earlier sessions were all ended: their sockets must be checked again. */
  endedSessionsOf?: number;
};

/**
 * PUT /accounts/{id}/users/invite (public): accepts. The link proves the address. A proven user joins with the
 * sign-in they have (token null): the link alone never opens it. Anyone else sets their own password here and
 * is signed in: a new address becomes a user; an unconfirmed user at the address (someone signed up with it
 * without proving it, issue 26 item 1) gets the invitee's password and name, and every earlier session, API token
 * and pending address change of that user ends, so whoever set the old password keeps nothing.
 */
export async function acceptInvitation(
  db: Db,
  accountId: number,
  input: AcceptInvitationRequest,
  now = new Date(),
): Promise<AcceptAnswer> {
  const { invitation, accountTitle } = await openInvitation(db, input.token, now);
  if (invitation.accountId !== accountId) throw invalid();
  const account = { id: accountId, title: accountTitle };
  const { user, proven } = await provenUser(db, invitation.email);
  if (proven) {
    await db.transaction((tx) => join(tx, invitation, proven.id, now));
    return { token: null, data: { user_id: proven.id, account, signed_in: false } };
  }
  const passwordHash = await hashPassword(requireNewPassword(input));
  const name = input.name ?? invitation.name;
  try {
    return await db.transaction(async (tx) => {
      let userId: number;
      if (user) {
        userId = user.id;
        await tx.update(users).set({ name, passwordHash, updatedAt: now }).where(eq(users.id, userId));
        await revokeAllUserSessions(tx, userId, now);
        await expireOpenEmailLinks(tx, userId, 'email-change', now);
      } else {
        const [created] = await tx
          .insert(users)
          .values({ name, email: invitation.email, passwordHash })
          .returning({ id: users.id });
        userId = created!.id;
      }
      await join(tx, invitation, userId, now);
      const issued = await issueSession(tx, { kind: 'session', userId });
      return {
        token: issued.token,
        maxAgeSeconds: issued.maxAgeSeconds,
        data: { user_id: userId, account, signed_in: true },
        ...(user && { endedSessionsOf: userId }),
      };
    });
  } catch (err) {
    // the address signed up in the same moment: the unique index decides; opening the link again settles it
    const e = err as { code?: string; cause?: { code?: string } };
    if (e?.code === '23505' || e?.cause?.code === '23505') throw gone(TEXTS.invitationRetry);
    throw err;
  }
}
