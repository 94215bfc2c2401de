import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What internal admins did while imitating a user (decision 0024): the start and end of each imitation and every
 * write request made with it. The user ids carry no foreign key on purpose: the trail must outlive a deleted user.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The internal admin who acted. */
    actingAdminId: integer('acting_admin_id').notNull(),
    /** The user being imitated. */
    userId: integer('user_id').notNull(),
    /** The account the request addressed (/api/accounts/{id}/...), when it named one. */
    accountId: integer('account_id'),
    /** 'utility': a utility action (issue 30), named in `details.action` with its input and outcome */
    action: text('action', { enum: ['imitation.start', 'imitation.end', 'request', 'utility'] }).notNull(),
    method: text('method'),
    path: text('path'),
    statusCode: integer('status_code'),
    ip: text('ip'),
    requestId: text('request_id'),
    /** a utility action's name, input and outcome */
    details: jsonb('details'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_admin_idx').on(t.actingAdminId, t.createdAt),
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_account_idx').on(t.accountId, t.createdAt),
  ],
);
