import {
  ACCOUNT_USERS_TEXTS as TEXTS,
  INVITATION_LIFETIME_DAYS,
  pathTo,
  type AcceptInvitationRequest,
  type AcceptInvitationResponse,
  type InvitationPreview,
  type InviteUserRequest,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { enqueueMail } from '../../jobs/outbox/enqueue-mail.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { findAccountsByIds } from '../accounts/accounts.repository.ts';
import { hashPassword } from '../session/password.ts';
import { issueSession } from '../session/session-issuer.ts';
import { hashToken, newToken } from '../session/tokens.ts';
import { findUserByEmail, findUserName } from './users.repository.ts';
import { findMemberByEmail, insertGrants, insertMembership } from './account-users.repository.ts';
import { grantedTrackerIds, requireAccountAdmin, requireSameAccount } from './account-users.service.ts';
import { invitationMail } from './invitation-mail.ts';
import {
  confirmEmail,
  findInvitationByHash,
  insertInvitation,
  markAccepted,
  revokeOpenInvitations,
  type InvitationRow,
} from './invitations.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const gone = (message: string) => new HttpError(410, message);
const invalid = () => unprocessable(TEXTS.invitationInvalid, { token: [TEXTS.invitationInvalid] });

/**
 * POST /accounts/{id}/users/invite (admins): records the invitation (only its token's hash) and queues the e-mail
 * with the link, whether or not the address already has a sign-in, so the answer tells the admin nothing about
 * other accounts (decision 0043). A newer invitation to the same address replaces the open one.
 */
export async function inviteUser(
  db: Db,
  access: AccountAccess,
  input: InviteUserRequest,
  publicUrl: string,
  now = new Date(),
): Promise<void> {
  requireAccountAdmin(access, 'invite users');
  requireSameAccount(access, input.account_id);
  if (await findMemberByEmail(db, access.accountId, input.email))
    throw unprocessable(TEXTS.alreadyMember, { email: [TEXTS.alreadyMember] });
  const deviceIds = await grantedTrackerIds(db, access.accountId, input.role, input.devices);
  const [[account], inviter, existing] = await Promise.all([
    findAccountsByIds(db, [access.accountId]),
    findUserName(db, access.userId),
    findUserByEmail(db, input.email),
  ]);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS);
  const link = `${publicUrl}${pathTo('AcceptInvitationView')}?token=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    await revokeOpenInvitations(tx, access.accountId, input.email, now);
    await insertInvitation(tx, {
      accountId: access.accountId,
      email: input.email,
      name: input.name,
      role: input.role,
      deviceIds,
      tokenHash: hashToken(token),
      invitedBy: access.userId,
      expiresAt,
    });
    await enqueueMail(
      tx,
      invitationMail({
        to: input.email,
        inviteeName: existing?.name ?? input.name,
        inviterName: inviter?.name ?? 'An administrator',
        accountTitle: account!.title,
        link,
        expiresAt,
        existingUser: !!existing,
      }),
    );
  });
}

/** The open invitation a token names, or the clear 4xx: unknown (422), used or replaced (410), expired (410). */
async function openInvitation(db: Db, token: string, now: Date) {
  const found = await findInvitationByHash(db, hashToken(token));
  if (!found) throw invalid();
  const { invitation } = found;
  if (invitation.acceptedAt) throw gone(TEXTS.invitationUsed);
  if (invitation.revokedAt) throw gone(TEXTS.invitationReplaced);
  if (invitation.expiresAt <= now) throw gone(TEXTS.invitationExpired);
  return found;
}

/** POST /invitations/lookup (public): what the accept page needs to show. */
export async function lookupInvitation(db: Db, token: string, now = new Date()): Promise<InvitationPreview> {
  const { invitation, accountTitle } = await openInvitation(db, token, now);
  const existing = await findUserByEmail(db, invitation.email);
  return {
    account: { id: invitation.accountId, title: accountTitle },
    name: existing?.name ?? invitation.name,
    email: invitation.email,
    existing_user: !!existing,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

function requireNewPassword(input: AcceptInvitationRequest): string {
  const password = input.password ?? '';
  if (password.length < 8)
    throw unprocessable(TEXTS.passwordTooShort, { password: [TEXTS.passwordTooShort] });
  if (password !== input.password_confirmation) {
    const message = 'The password confirmation does not match.';
    throw unprocessable(message, { password_confirmation: [message] });
  }
  return password;
}

/** Gives the user the invitation's membership and trackers, once; false when someone used it first. */
async function join(tx: Db, invitation: InvitationRow, userId: number, now: Date): Promise<void> {
  if (!(await markAccepted(tx, invitation.id, now))) throw gone(TEXTS.invitationUsed);
  await confirmEmail(tx, userId, now);
  // already a member (joined another way meanwhile): their role stays as it is
  if (await findMemberByEmail(tx, invitation.accountId, invitation.email)) return;
  await insertMembership(tx, invitation.accountId, userId, invitation.role);
  await insertGrants(tx, invitation.accountId, userId, invitation.deviceIds);
}

/**
 * PUT /accounts/{id}/users/invite (public): accepts. A new address becomes a user with the password they chose and
 * is signed in (token); an address that already signs in joins without a new password and signs in as usual
 * (token null): the link alone never opens someone's existing sign-in.
 */
export async function acceptInvitation(
  db: Db,
  accountId: number,
  input: AcceptInvitationRequest,
  now = new Date(),
): Promise<AcceptInvitationResponse & { maxAgeSeconds?: number }> {
  const { invitation, accountTitle } = await openInvitation(db, input.token, now);
  if (invitation.accountId !== accountId) throw invalid();
  const account = { id: accountId, title: accountTitle };
  const existing = await findUserByEmail(db, invitation.email);
  if (existing) {
    await db.transaction((tx) => join(tx, invitation, existing.id, now));
    return { token: null, data: { user_id: existing.id, account, signed_in: false } };
  }
  const passwordHash = await hashPassword(requireNewPassword(input));
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ name: input.name ?? invitation.name, email: invitation.email, passwordHash })
        .returning({ id: users.id });
      await join(tx, invitation, created!.id, now);
      const issued = await issueSession(tx, { kind: 'session', userId: created!.id });
      return {
        token: issued.token,
        maxAgeSeconds: issued.maxAgeSeconds,
        data: { user_id: created!.id, account, signed_in: true },
      };
    });
  } catch (err) {
    // the address signed up in the same moment: the unique index decides; accepting again joins as existing
    const e = err as { code?: string; cause?: { code?: string } };
    if (e?.code === '23505' || e?.cause?.code === '23505') throw gone(TEXTS.invitationRetry);
    throw err;
  }
}
