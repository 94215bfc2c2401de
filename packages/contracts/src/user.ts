import { z } from 'zod';
import { account } from './account.ts';
import { accountRole } from './roles.ts';

export const accountSummary = account.pick({ id: true, title: true });

export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  timezone_id: z.number().int().nullable(),
  created_at: z.string(),
  is_gpx_admin: z.boolean(),
  devices_count: z.number().int(),
});
export type User = z.infer<typeof user>;

/** GET /api/me: the user, their accounts (full, for flags and settings) and roles per account. */
export const me = user.extend({
  accounts: z.array(account),
  account_roles: z.record(z.string(), accountRole),
  /** Set while an internal admin imitates this user: who is acting. */
  imitated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** HMAC of the user id for the help chat widget's identity check (spec 3 §7 "chat-identity hash"). */
  chat_identity_hash: z.string(),
  /** False for a signed-up user until the mailed link confirms the address; trackers wait for it (decision 0042). */
  email_confirmed: z.boolean(),
});
export type Me = z.infer<typeof me>;

export const timezone = z.object({ id: z.number().int(), identifier: z.string() });
export type Timezone = z.infer<typeof timezone>;

/** GET /api/me takes the web app's current account as `account`; an internal admin gets it added as its admin (decision 0031). */
export const meQuery = z.object({ account: z.string().max(32).optional() });

/** A member in GET /api/accounts/{accountId}/users. devices_count: trackers granted to a devices-role member. */
export const accountMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: accountRole,
  devices_count: z.number().int(),
});
export type AccountMember = z.infer<typeof accountMember>;
