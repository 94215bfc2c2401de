import { z } from 'zod';
import { apiDate } from './api-date.ts';
import { pageMeta } from './envelope.ts';

/**
 * What an audit entry records (decision 0024): an imitation starting or ending, a write made during one or by an
 * internal admin, or a utility action (issue 30, decision 0071) with its name, input and outcome in `details`.
 */
export const AUDIT_ACTIONS = ['imitation.start', 'imitation.end', 'request', 'utility'] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

export const AUDIT_LOG_PER_PAGE = 25;
export const AUDIT_LOG_PER_PAGE_MAX = 100;

const person = z.object({ id: z.number().int(), name: z.string().nullable() });

/** One entry of GET /api/audit-log. A person's name is null when the user no longer exists. */
export const auditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  action: auditAction,
  /** The internal admin who acted. */
  acting_admin: person,
  /** The user who was imitated. */
  user: person,
  account_id: z.number().int().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  status_code: z.number().int().nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  /** a utility action's name, input and outcome (null for the other actions) */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogPage = z.object({ data: z.array(auditEntry), meta: pageMeta });

const queryNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');
const queryId = queryNumber.min(1, 'must be at least 1').max(2_147_483_647, 'is too large');

/** A date (its start, UTC) or a date-time (UTC without an offset). */
const queryTime = apiDate();

/** GET /api/audit-log: newest first; filters combine (user is the imitated user, admin the acting one). */
export const auditLogQuery = z
  .object({
    page: queryNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').default(1),
    per_page: queryNumber
      .min(1, 'must be at least 1')
      .max(AUDIT_LOG_PER_PAGE_MAX, `must be at most ${AUDIT_LOG_PER_PAGE_MAX}`)
      .default(AUDIT_LOG_PER_PAGE),
    user_id: queryId.optional(),
    admin_id: queryId.optional(),
    account_id: queryId.optional(),
    action: z.enum(AUDIT_ACTIONS, { error: `must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
    date_from: queryTime.optional(),
    date_to: queryTime.optional(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'The start date must be before the end date',
    path: ['date_from'],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
