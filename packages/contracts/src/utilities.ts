import { z } from 'zod';
import { sendCommandRequest } from './commands.ts';
import { envelope, pageMeta, recordId } from './envelope.ts';
import { trackerImei, trackerSerial } from './provisioning.ts';
import { iccid } from './sim.ts';

/**
 * The internal admin's utilities (spec 3 §2.12; issue 30; docs/decisions/0071): 19 actions, each a form at
 * /utility. What each changes, who may use it and what it refuses is in decision 0071. Actions over a range or
 * many trackers (`bulk`) are shown as a dry run first and then run as a background job with progress.
 */
export const UTILITY_ACTIONS = [
  { id: 'provision', title: 'Provision', bulk: false },
  { id: 'reserve', title: 'Reserve', bulk: false },
  { id: 'setup', title: 'Setup', bulk: false },
  { id: 'assign', title: 'Assign', bulk: false },
  { id: 'deactivate', title: 'Deactivate', bulk: false },
  { id: 'change-device-type', title: 'Change Device Type', bulk: false },
  { id: 'add-remove-minutes', title: 'Add/Remove Minutes', bulk: false },
  { id: 'set-subscription', title: 'Set Subscription', bulk: false },
  { id: 'refresh-phone-number', title: 'Refresh Phone Number', bulk: false },
  { id: 'reserve-range', title: 'Reserve Range', bulk: true },
  { id: 'unassign-subscription', title: 'Unassign Subscription', bulk: false },
  { id: 'unassign-device', title: 'Unassign Device', bulk: false },
  { id: 'assign-range', title: 'Assign Range', bulk: true },
  { id: 'send-commands', title: 'Send Commands', bulk: false },
  { id: 'get-device-messages', title: 'Get Device Messages', bulk: false },
  { id: 'swap-sim', title: 'Swap SIM', bulk: false },
  { id: 'send-bulk-command', title: 'Send Bulk Command', bulk: true },
  { id: 'set-flags', title: 'Set Flags', bulk: false },
  { id: 'clear-device', title: 'Clear Device', bulk: true },
] as const;
export type UtilityActionId = (typeof UTILITY_ACTIONS)[number]['id'];
export const utilityActionId = z.enum(
  UTILITY_ACTIONS.map((a) => a.id) as [UtilityActionId, ...UtilityActionId[]],
);

/** The most items one range or bulk action may cover (a larger range is refused: split it). */
export const UTILITY_BULK_MAX = 10_000;
/** How many of a dry run's items are listed (the rest are counted). */
export const UTILITY_DRY_RUN_LIST = 100;

const accountId = recordId;
const minutes = z
  .number()
  .int('must be a whole number of minutes')
  .min(-1_000_000, 'is too large')
  .max(1_000_000, 'is too large')
  .refine((m) => m !== 0, 'must not be 0');
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/** The input of each action, by id (POST /api/utilities/{action} and its dry run). */
export const UTILITY_INPUTS = {
  provision: z.object({
    account_id: accountId,
    serial: trackerSerial,
    imei: trackerImei.nullish(),
    iccid: iccid.nullish(),
    model_id: recordId,
    name: z.string().trim().min(1, 'Give the tracker a name.').max(100).nullish(),
  }),
  reserve: z.object({ iccid, account_id: accountId }),
  setup: z.object({ serial: trackerSerial }),
  assign: z.object({ serial: trackerSerial, account_id: accountId }),
  deactivate: z.object({ serial: trackerSerial }),
  'change-device-type': z.object({ serial: trackerSerial, model_id: recordId }),
  'add-remove-minutes': z.object({ account_id: accountId, minutes }),
  'set-subscription': z.object({
    serial: trackerSerial,
    months: z.union([z.literal(1), z.literal(12)]),
    /** the day the service ends; absent: `months` from today */
    until: isoDay.nullish(),
  }),
  'refresh-phone-number': z.object({ serial: trackerSerial }),
  'reserve-range': z.object({ first_iccid: iccid, last_iccid: iccid, account_id: accountId }),
  'unassign-subscription': z.object({ subscription_id: recordId }),
  'unassign-device': z.object({ serial: trackerSerial }),
  'assign-range': z.object({
    first_serial: trackerSerial,
    last_serial: trackerSerial,
    account_id: accountId,
  }),
  'send-commands': z.object({ serial: trackerSerial, command: sendCommandRequest }),
  'get-device-messages': z.object({
    serial: trackerSerial,
    limit: z.number().int().min(1).max(500).default(50),
  }),
  'swap-sim': z.object({ serial: trackerSerial, iccid }),
  'send-bulk-command': z.object({
    /** the trackers: serials (one per line in the form), or every tracker of an account */
    serials: z.array(trackerSerial).max(UTILITY_BULK_MAX).nullish(),
    account_id: accountId.nullish(),
    command: sendCommandRequest,
  }),
  'set-flags': z.object({
    account_id: accountId,
    flags: z
      .object({
        is_b2b_account: z.boolean(),
        can_track_shipments: z.boolean(),
        has_rules_engine: z.boolean(),
        has_api_access: z.boolean(),
        uses_gpx_app: z.boolean(),
        included_in_cs: z.boolean(),
        /** spec 3 §2.10: the SIM replacement banner is not shown to this account */
        hide_sim_replacement_banner: z.boolean(),
      })
      .partial(),
  }),
  'clear-device': z.object({
    serial: trackerSerial,
    /** remove what the tracker reported before this day (absent: all of it) */
    before: isoDay.nullish(),
  }),
} as const satisfies Record<UtilityActionId, z.ZodType>;
export type UtilityInput<A extends UtilityActionId> = z.infer<(typeof UTILITY_INPUTS)[A]>;

/** A single action's answer: what it did, in words, and what it changed. */
export const utilityResult = z.object({
  message: z.string(),
  /** the records it touched or read (a tracker, a SIM, messages), for the result panel */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type UtilityResult = z.infer<typeof utilityResult>;
export const utilityResultAnswer = envelope(utilityResult);

/** A dry run: what the action would change, refusing nothing yet. */
export const utilityDryRun = z.object({
  /** e.g. '250 SIMs would be reserved for Acme Logistics; 3 are refused' */
  summary: z.string(),
  total: z.number().int(),
  /** how many items would be refused, and the first items with what would happen to each */
  refused: z.number().int(),
  items: z.array(z.object({ item: z.union([z.string(), z.number()]), change: z.string(), ok: z.boolean() })),
});
export type UtilityDryRun = z.infer<typeof utilityDryRun>;
export const utilityDryRunAnswer = envelope(utilityDryRun);

export const UTILITY_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type UtilityJobStatus = (typeof UTILITY_JOB_STATUSES)[number];

/** A background job of a bulk action (GET /api/utility-jobs/{id}). */
export const utilityJob = z.object({
  id: z.number().int(),
  action: utilityActionId,
  status: z.enum(UTILITY_JOB_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** the items that failed, and the last items done */
  results: z.array(
    z.object({ item: z.union([z.string(), z.number()]), ok: z.boolean(), message: z.string() }),
  ),
  error: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type UtilityJob = z.infer<typeof utilityJob>;
export const utilityJobAnswer = envelope(utilityJob);

const queryNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');
/** GET /api/utility-jobs: newest first. */
export const UTILITY_JOBS_PER_PAGE = 20;
export const utilityJobsQuery = z.object({
  page: queryNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').default(1),
  per_page: queryNumber
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(UTILITY_JOBS_PER_PAGE),
});
export type UtilityJobsQuery = z.infer<typeof utilityJobsQuery>;
export const utilityJobsPage = z.object({ data: z.array(utilityJob), meta: pageMeta });
