import { z } from 'zod';
import { pageMeta } from './envelope.ts';
import { accountRole } from './roles.ts';

/** What GET /api/admin/search looks through (decision 0031). */
export const ADMIN_SEARCH_TYPES = ['accounts', 'users', 'trackers'] as const;
export type AdminSearchType = (typeof ADMIN_SEARCH_TYPES)[number];

export const ADMIN_SEARCH_PER_PAGE = 10;
export const ADMIN_SEARCH_PER_PAGE_MAX = 50;
export const ADMIN_SEARCH_QUERY_MIN = 2;
export const ADMIN_SEARCH_QUERY_MAX = 100;

const queryNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/**
 * GET /api/admin/search: `query` is matched (case-insensitive, anywhere in the text) against account titles,
 * user names and e-mail addresses, and tracker names, serials, IMEIs and ICCIDs. Without `type` every kind
 * answers its first page; with it only that kind answers, on the page asked for.
 */
export const adminSearchQuery = z.object({
  query: z
    .string({ error: 'is required' })
    .trim()
    .min(ADMIN_SEARCH_QUERY_MIN, `must be at least ${ADMIN_SEARCH_QUERY_MIN} characters`)
    .max(ADMIN_SEARCH_QUERY_MAX, `must be at most ${ADMIN_SEARCH_QUERY_MAX} characters`),
  type: z.enum(ADMIN_SEARCH_TYPES, { error: `must be one of ${ADMIN_SEARCH_TYPES.join(', ')}` }).optional(),
  page: queryNumber.min(1, 'must be at least 1').max(10_000, 'is too large').default(1),
  per_page: queryNumber
    .min(1, 'must be at least 1')
    .max(ADMIN_SEARCH_PER_PAGE_MAX, `must be at most ${ADMIN_SEARCH_PER_PAGE_MAX}`)
    .default(ADMIN_SEARCH_PER_PAGE),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuery>;

export const adminSearchAccount = z.object({
  id: z.number().int(),
  title: z.string(),
  devices_count: z.number().int(),
  users_count: z.number().int(),
});
export type AdminSearchAccount = z.infer<typeof adminSearchAccount>;

export const adminSearchUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_gpx_admin: z.boolean(),
  /** The accounts the user belongs to, with their role there. */
  accounts: z.array(z.object({ id: z.number().int(), title: z.string(), role: accountRole })),
});
export type AdminSearchUser = z.infer<typeof adminSearchUser>;

export const adminSearchTracker = z.object({
  id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  imei: z.string().nullable(),
  iccid: z.string().nullable(),
  /** null for a tracker not yet given to an account. */
  account: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type AdminSearchTracker = z.infer<typeof adminSearchTracker>;

const section = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMeta });

/** The answer: one paged section per kind searched. */
export const adminSearchResult = z.object({
  accounts: section(adminSearchAccount).optional(),
  users: section(adminSearchUser).optional(),
  trackers: section(adminSearchTracker).optional(),
});
export type AdminSearchResult = z.infer<typeof adminSearchResult>;
