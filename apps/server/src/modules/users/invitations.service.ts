import {
  ACCOUNT_USERS_TEXTS as TEXTS,
  IDENTITY_TEXTS,
  INVITATION_LIFETIME_DAYS,
  pathTo,
  type InviteUserRequest,
  type PendingInvitation,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { enqueueMail } from '../../jobs/outbox/enqueue-mail.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { findAccountsByIds } from '../accounts/accounts.repository.ts';
import { foreignDeviceIds } from '../groups/groups.repository.ts';
import { enforceLimits, LINK_LIMITS, type RequestLimiter } from '../password-reset/request-limits.ts';
import { hashToken, newToken } from '../session/tokens.ts';
import { findUserByEmail, findUserName } from './users.repository.ts';
import { findMemberByEmail } from './account-users.repository.ts';
import { grantedTrackerIds, requireAccountAdmin, requireSameAccount } from './account-users.service.ts';
import { invitationMail } from './invitation-mail.ts';
import {
  findOpenInvitation,
  insertInvitation,
  listOpenInvitations,
  revokeInvitation,
  revokeOpenInvitations,
} from './invitations.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is sending: the account they act in and whether their own address is proven. */
export interface Inviter {
  access: AccountAccess;
  /** The caller's address is confirmed (decision 0042): unproven sign-ups send no mail to others (issue 26). */
  emailConfirmed: boolean;
  limiter: RequestLimiter;
  publicUrl: string;
}

interface InvitationFields {
  email: string;
  name: string;
  role: InviteUserRequest['role'];
  deviceIds: number[];
}

/** Admins only, and only once their own address is proven: otherwise anyone could mail anyone in our name. */
function requireTrustedInviter(inviter: Inviter, what: string) {
  requireAccountAdmin(inviter.access, what);
  if (!inviter.emailConfirmed) throw forbidden(IDENTITY_TEXTS.confirmBeforeInviting);
}

async function refuseMember(db: Db, accountId: number, email: string) {
  if (await findMemberByEmail(db, accountId, email))
    throw unprocessable(TEXTS.alreadyMember, { email: [TEXTS.alreadyMember] });
}

/**
 * Counts the mail against the account's and the address's limits, then records the invitation (only its token's
 * hash), ends the open one to the same address and queues the mail, in one transaction. The mail says "join with
 * your existing sign-in" only to an address whose owner proved it; anyone else sets a password on accepting.
 */
async function sendInvitation(db: Db, inviter: Inviter, fields: InvitationFields, now: Date) {
  const { access } = inviter;
  await enforceLimits(
    inviter.limiter,
    [
      { limit: LINK_LIMITS.invitePerAccount, subject: String(access.accountId) },
      { limit: LINK_LIMITS.invitePerAddress, subject: fields.email },
    ],
    'invitations',
  );
  const [[account], sender, existing] = await Promise.all([
    findAccountsByIds(db, [access.accountId]),
    findUserName(db, access.userId),
    findUserByEmail(db, fields.email),
  ]);
  const trusted = existing?.emailConfirmedAt ? existing : undefined;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS);
  const link = `${inviter.publicUrl}${pathTo('AcceptInvitationView')}?token=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    await revokeOpenInvitations(tx, access.accountId, fields.email, now);
    await insertInvitation(tx, {
      accountId: access.accountId,
      ...fields,
      tokenHash: hashToken(token),
      invitedBy: access.userId,
      expiresAt,
    });
    await enqueueMail(
      tx,
      invitationMail({
        to: fields.email,
        inviteeName: trusted?.name ?? fields.name,
        inviterName: sender?.name ?? 'An administrator',
        accountTitle: account!.title,
        link,
        expiresAt,
        existingUser: !!trusted,
      }),
    );
  });
}

/**
 * POST /accounts/{id}/users/invite (admins with a confirmed address): sends the invitation whether or not the
 * address already has a sign-in, so the answer tells the admin nothing about other accounts (decision 0043).
 */
export async function inviteUser(db: Db, inviter: Inviter, input: InviteUserRequest, now = new Date()) {
  requireTrustedInviter(inviter, 'invite users');
  const { accountId } = inviter.access;
  requireSameAccount(inviter.access, input.account_id);
  await refuseMember(db, accountId, input.email);
  const deviceIds = await grantedTrackerIds(db, accountId, input.role, input.devices);
  await sendInvitation(
    db,
    inviter,
    { email: input.email, name: input.name, role: input.role, deviceIds },
    now,
  );
}

/** GET /accounts/{id}/users/invitations (admins): the invitations nobody accepted or revoked, newest first. */
export async function listPendingInvitations(
  db: Db,
  access: AccountAccess,
  now = new Date(),
): Promise<PendingInvitation[]> {
  requireAccountAdmin(access, 'see invitations');
  const rows = await listOpenInvitations(db, access.accountId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    devices_count: r.deviceIds.length,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    expired: r.expiresAt <= now,
  }));
}

async function openInvitationOf(db: Db, access: AccountAccess, invitationId: number) {
  const found = await findOpenInvitation(db, access.accountId, invitationId);
  // another account's invitation answers like none at all
  if (!found) throw notFound(IDENTITY_TEXTS.invitationNotFound);
  return found;
}

/**
 * POST /accounts/{id}/users/invitations/{id}/resend (admins): a new link (7 days) for the same person, role and
 * trackers, replacing the old link; counted like a new invitation. Trackers moved out of the account are left out.
 */
export async function resendInvitation(db: Db, inviter: Inviter, invitationId: number, now = new Date()) {
  requireTrustedInviter(inviter, 'invite users');
  const found = await openInvitationOf(db, inviter.access, invitationId);
  await refuseMember(db, found.accountId, found.email);
  const moved = new Set(await foreignDeviceIds(db, found.accountId, found.deviceIds));
  const deviceIds = found.deviceIds.filter((id) => !moved.has(id));
  await sendInvitation(
    db,
    inviter,
    { email: found.email, name: found.name, role: found.role, deviceIds },
    now,
  );
}

/** DELETE /accounts/{id}/users/invitations/{id} (admins): the link stops working at once. */
export async function withdrawInvitation(
  db: Db,
  access: AccountAccess,
  invitationId: number,
  now = new Date(),
) {
  requireAccountAdmin(access, 'revoke invitations');
  const found = await openInvitationOf(db, access, invitationId);
  if (!(await revokeInvitation(db, found.id, now))) throw notFound(IDENTITY_TEXTS.invitationNotFound);
}
