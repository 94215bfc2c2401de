import { bigint, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A file the product made for someone (an e-mailed positions or geofence events CSV, a report PDF), kept in the
 * database so that every instance can serve its link (issue 27 item 4). `user_id` is who asked: only that user
 * may download it. The file shows only once `completed_at` is set; `expires_at` ends its link, and a job removes
 * it afterwards. The bytes are in generated_file_chunks, written and read a chunk at a time.
 */
export const generatedFiles = pgTable(
  'generated_files',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('generated_files_expires_idx').on(t.expiresAt)],
);

/** The bytes of a generated file, in order of `seq`. */
export const generatedFileChunks = pgTable(
  'generated_file_chunks',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => generatedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
