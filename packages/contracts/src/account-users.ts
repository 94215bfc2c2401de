import { z } from 'zod';
import { recordId } from './envelope.ts';
import { accountRole } from './roles.ts';
import { accountSummary, user } from './user.ts';

/** How long an invitation link works (decision 0043). */
export const INVITATION_LIFETIME_DAYS = 7;
/** The device picker of the invite and edit dialogs asks for this many trackers (spec 3 §5, §9). */
export const USER_DEVICE_PICKER_LIMIT = 25;

const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/** GET /accounts/{id}/users: the table-list parameters; without page the whole list comes back (no meta). */
export const accountUsersQuery = z.object({
  query: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: pageNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').optional(),
  per_page: pageNumber.min(1, 'must be at least 1').max(200, 'must be at most 200').optional(),
});
export type AccountUsersQuery = z.infer<typeof accountUsersQuery>;

/** A tracker given to a devices-role member; permissions is always 'all' (spec 3 §5). */
export const userDeviceGrant = z.object({
  id: recordId,
  permissions: z.literal('all', { error: "permissions must be 'all'" }).optional(),
});

const grants = z
  .array(userDeviceGrant, { error: 'must be a list of trackers' })
  .max(10_000, 'at most 10000 trackers');

const email = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(254, 'The email must be at most 254 characters.')
  .email('The email must be a valid email address.');

const role = z.enum(accountRole.options, { error: 'The role must be admin, all or devices.' });

/** POST /accounts/{id}/users/invite (spec 3 §3 invite payload). account_id, when sent, must be the path's. */
export const inviteUserRequest = z.object({
  account_id: recordId.optional(),
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(120, 'The name must be at most 120 characters.'),
  email,
  role,
  devices: grants.optional(),
});
export type InviteUserRequest = z.infer<typeof inviteUserRequest>;

/** PUT /accounts/{id}/users: a member's role and trackers, the member named by e-mail (spec 3 §3). */
export const updateMemberRequest = z.object({
  account_id: recordId.optional(),
  email,
  role,
  devices: grants.optional(),
});
export type UpdateMemberRequest = z.infer<typeof updateMemberRequest>;

const invitationToken = z
  .string({ error: 'The invitation link is not valid.' })
  .min(1, 'The invitation link is not valid.')
  .max(200, 'The invitation link is not valid.');

/** POST /invitations/lookup: what the accept page shows before the invitee acts (public). */
export const invitationLookupRequest = z.object({ token: invitationToken });

export const invitationPreview = z.object({
  account: accountSummary,
  name: z.string(),
  email: z.string(),
  /** The address already signs in: accepting joins without a new password. */
  existing_user: z.boolean(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** PUT /accounts/{id}/users/invite (public): a new user sets a password (8+, confirmed); an existing one needs none. */
export const acceptInvitationRequest = z.object({
  token: invitationToken,
  name: z.string().trim().min(1, 'The name field is required.').max(120).optional(),
  password: z.string().max(1024).optional(),
  password_confirmation: z.string().max(1024).optional(),
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>;

/** The accept answer (spec 3 §7 'returns token and data'): token is a new session for a new user, else null. */
export const acceptInvitationResponse = z.object({
  token: z.string().nullable(),
  data: z.object({ user_id: z.number().int(), account: accountSummary, signed_in: z.boolean() }),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;

/** GET /users/{id}: the user with the accounts the caller shares with them, roles there and trackers granted there. */
export const userDetails = user.extend({
  accounts: z.array(accountSummary),
  account_roles: z.record(z.string(), accountRole),
});
export type UserDetails = z.infer<typeof userDetails>;

/** Texts of the Users tab, its dialogs and the accept page (spec 3 §2.4, §8). */
export const ACCOUNT_USERS_TEXTS = {
  inviteUser: 'Invite User',
  inviting: 'Inviting',
  inviteTitle: 'Invite New User',
  editUser: 'Edit User',
  remove: 'Remove',
  editTitle: (name: string) => `Editing ${name} Permissions`,
  saveSettings: 'Save Settings',
  saving: 'Saving',
  loadingDevices: 'Loading devices...',
  invited: 'The user was successfully invited',
  updated: 'The user permissions were successfully updated',
  dialogError: 'An error ocurred. Please try again later.',
  removeError: 'An error occurred',
  removed: 'The user was removed from this account',
  removeQuestion: (name: string) => `Are you sure you want to remove ${name} from this account?`,
  allDevices: 'All Devices',
  loading: 'Loading',
  devicesCount: (n: number) => (n === 1 ? '1 Device' : `${n} Devices`),
  searchPlaceholder: 'Search Users...',
  columns: { info: 'User Info', role: 'Role', devices: 'Devices' },
  pickerLabel: 'Devices',
  pickerPlaceholder: 'Search trackers...',
  alreadyMember: 'This user is already a member of this account.',
  lastAdmin: 'An account must keep at least one administrator.',
  onlyAdmins: (what: string) => `Only account administrators can ${what}.`,
  invitationInvalid: 'This invitation link is not valid.',
  invitationUsed: 'This invitation has already been used.',
  invitationExpired: 'This invitation has expired. Ask the account administrator for a new one.',
  invitationReplaced: 'This invitation was replaced by a newer one. Use the link in the latest e-mail.',
  invitationRetry: 'This e-mail address has just been registered. Open the invitation link again to join.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordHint: 'Password must be at least 8 characters',
  joinAccount: (title: string) => `Join ${title}`,
  joining: 'Joining',
  addedTitle: (title: string) => `You have been added to ${title}`,
  existingUserHint:
    'You already have a Lodestar sign-in with this e-mail address: no new password is needed.',
  signIn: 'Sign in',
} as const;

/** Role text in the users table (spec 3 §2.4): 'Access All', 'Specific Devices', or the capitalised role. */
export function memberRoleText(role: string): string {
  if (role === 'all') return 'Access All';
  if (role === 'devices') return 'Specific Devices';
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** Devices text in the users table: 'All Devices' unless devices role, then '1 Device', 'N Devices' or 'Loading'. */
export function memberDevicesText(role: string, count: number | null | undefined): string {
  if (role !== 'devices') return ACCOUNT_USERS_TEXTS.allDevices;
  if (count == null) return ACCOUNT_USERS_TEXTS.loading;
  return ACCOUNT_USERS_TEXTS.devicesCount(count);
}
