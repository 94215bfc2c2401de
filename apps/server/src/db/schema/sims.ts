import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { devices } from './devices.ts';
import { users } from './users.ts';

/**
 * SIM cards (issue 30; docs/decisions/0069 the carriers, 0070 SIM replacement). A SIM is 'in-stock' with us,
 * 'assigned' to an account (in its drawer, offered by the replacement wizard), 'active' in a tracker, or 'retired'
 * once swapped out or cancelled. `devices.iccid` stays the tracker's SIM as provisioned and as last confirmed.
 */
export const sims = pgTable(
  'sims',
  {
    id: serial('id').primaryKey(),
    iccid: text('iccid').notNull().unique(),
    /** which carrier adapter manages it ('sandbox', ...) */
    carrier: text('carrier').notNull(),
    status: text('status', { enum: ['in-stock', 'assigned', 'active', 'retired'] }).notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    /** the carrier's phone number (MSISDN), refreshed from the carrier */
    phone: text('phone'),
    /** the carrier's own id of the SIM, when it is not the ICCID */
    carrierRef: text('carrier_ref'),
    /**
     * When the carrier stops serving this SIM (its network's sunset, or a prepaid SIM's end of life): from some
     * days before it, the tracker holding it is offered a replacement (decision 0070).
     */
    replaceBy: timestamp('replace_by', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sims_account_idx').on(t.accountId, t.status),
    // one SIM in a tracker at a time
    uniqueIndex('sims_active_device_idx').on(t.deviceId).where(sql`status = 'active'`),
  ],
);

/**
 * A SIM replacement (spec 3 §2.11, §7): in progress from the request until the tracker reports with its new SIM
 * (the `iccid` extra), then confirmed; failed when the carrier refuses or no such report comes in time.
 */
export const simSwaps = pgTable(
  'sim_swaps',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    oldIccid: text('old_iccid'),
    iccid: text('iccid').notNull(),
    status: text('status', { enum: ['in-progress', 'confirmed', 'failed'] }).notNull(),
    /** who asked: a customer, or an internal admin through the utilities (null once the user is deleted) */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** not confirmed by then: failed */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    failure: text('failure'),
    /** the 2 free audio hours were added (once per swap) */
    rewarded: boolean('rewarded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one swap in progress per tracker
    uniqueIndex('sim_swaps_in_progress_idx').on(t.deviceId).where(sql`status = 'in-progress'`),
    index('sim_swaps_deadline_idx').on(t.deadlineAt).where(sql`status = 'in-progress'`),
    index('sim_swaps_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * The embedded sandbox carrier's own books (docs/decisions/0069), in the shared database so every instance sees
 * the same SIMs: what a real carrier keeps on its side.
 */
export const sandboxCarrierSims = pgTable('sandbox_carrier_sims', {
  iccid: text('iccid').primaryKey(),
  state: text('state', { enum: ['inactive', 'activating', 'active', 'deactivated'] }).notNull(),
  /** an activating SIM is active from then */
  readyAt: timestamp('ready_at', { withTimezone: true }),
  phone: text('phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
