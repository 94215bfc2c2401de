import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A utility action over a range or many trackers, run in the background (issue 30; docs/decisions/0071): made
 * after its dry run was shown, claimed by one instance at a time (`locked_until`, renewed while it runs), and
 * resumed after a restart from `cursor`, the items it has done. Each item's outcome is kept in `results`.
 */
export const utilityJobs = pgTable(
  'utility_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    /** the action's validated input */
    params: jsonb('params').notNull(),
    /** the items to do, in order (ICCIDs, serials, tracker ids), fixed when the job is made */
    items: jsonb('items').$type<(string | number)[]>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** how many items are done (each succeeded or failed); the job resumes at items[cursor] */
    cursor: integer('cursor').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** per item: { item, ok, message } */
    results: jsonb('results')
      .$type<{ item: string | number; ok: boolean; message: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('utility_jobs_open_idx').on(t.id).where(sql`status in ('queued', 'running')`),
    index('utility_jobs_created_idx').on(t.createdAt),
  ],
);
