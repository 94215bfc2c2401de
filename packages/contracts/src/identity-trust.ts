import { z } from 'zod';
import { accountRole } from './roles.ts';
import { user } from './user.ts';

/** How long the link mailed to a new address (an e-mail change in Account settings) works (decision 0042). */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** Texts of the trust rules of issue 26 (decisions 0042, 0043), shared by the server and the web app. */
export const IDENTITY_TEXTS = {
  currentPasswordRequired: 'The current password field is required.',
  currentPasswordWrong: 'The current password is incorrect.',
  currentPasswordLabel: 'Current password',
  passwordMismatch: 'The password confirmation does not match.',
  /** PUT /users/{self} with a new address, whether or not the address is taken (no enumeration). */
  emailChangeSent: (email: string) =>
    `We have sent a link to ${email}. Your e-mail address changes when you open it.`,
  emailChanged: 'Your e-mail address has been changed.',
  confirmBeforeInviting: 'Confirm your e-mail address before inviting users.',
  invitationWithdrawn: 'This invitation was withdrawn by the account administrator.',
  invitationResent: 'The invitation was sent again',
  invitationRevoked: 'The invitation was revoked',
  invitationNotFound: 'Invitation not found.',
  pendingInvitations: 'Pending invitations',
  invitedBadge: 'Invited',
  expiredBadge: 'Expired',
  resend: 'Resend',
  revoke: 'Revoke',
  revokeQuestion: (email: string) => `Revoke the invitation sent to ${email}? Its link stops working.`,
} as const;

/** POST /api/password: the current password proves the person at the keyboard owns the sign-in (issue 26 item 10). */
export const passwordChange = z
  .object({
    current_password: z
      .string({ error: IDENTITY_TEXTS.currentPasswordRequired })
      .min(1, IDENTITY_TEXTS.currentPasswordRequired)
      .max(1024),
    password: z.string().min(8, 'Password must be at least 8 characters').max(1024),
    password_confirmation: z.string().max(1024),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: IDENTITY_TEXTS.passwordMismatch,
    path: ['password_confirmation'],
  });
export type PasswordChange = z.infer<typeof passwordChange>;

/**
 * PUT /api/users/{id}: the user as stored, and `meta.pending_email` with its message when a new address was asked
 * for: the address changes only when that address opens the mailed link.
 */
export const userUpdateResponse = z.object({
  data: user,
  meta: z.object({ pending_email: z.string(), message: z.string() }).optional(),
});
export type UserUpdateResponse = z.infer<typeof userUpdateResponse>;

/** An open invitation in GET /api/accounts/{id}/users/invitations (admins). */
export const pendingInvitation = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: accountRole,
  devices_count: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The link's lifetime has passed: Resend sends a new one. */
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const invitationIdParams = z.object({ invitationId: z.string() });
