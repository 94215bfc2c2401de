import { z } from 'zod';
import { recordId } from './envelope.ts';
import { subscriptionStatus, type SubscriptionStatus } from './subscription-status.ts';

/**
 * Subscription statuses a device list includes when the caller names none (spec 1 §2.2): the web app adds
 * cancelled (B2B) and blocked (show_cancelled_devices) itself.
 */
export const DEFAULT_DEVICE_LIST_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'pending',
  'pending-renewal',
  'pending-cancellation',
];

/** The most trackers one list call may ask for: the 10,000-tracker fleet the budgets are written for. */
export const DEVICE_LIST_MAX = 10_000;

/** A 0/1 switch in a query string; true/false are accepted too because API clients send both. */
export const queryFlag = z
  .enum(['0', '1', 'true', 'false'], { error: 'must be 0 or 1' })
  .transform((v) => v === '1' || v === 'true');

/** `a,b`, repeated `x=a&x=b`, or both: one flat list of trimmed, non-empty items. */
const splitList = (value: unknown): unknown => {
  if (value === undefined) return undefined;
  const parts = Array.isArray(value) ? value : [value];
  if (!parts.every((p) => typeof p === 'string')) return value;
  return (parts as string[])
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter((p) => p !== '');
};

/** A list of record ids in a query string (`device_ids=1,2` or `device_ids=1&device_ids=2`). */
export const queryIdList = z.preprocess(
  splitList,
  z
    .array(
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, 'must be a list of ids')
        .transform(Number)
        .pipe(recordId),
    )
    .max(DEVICE_LIST_MAX, `at most ${DEVICE_LIST_MAX} ids`),
);

/** GET /accounts/{id}/current-positions. raw=1 is what the web app sends; the answer is the same either way. */
export const currentPositionsQuery = z.object({
  raw: queryFlag.optional(),
  device_ids: queryIdList.optional(),
});
export type CurrentPositionsQuery = z.infer<typeof currentPositionsQuery>;

const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/** GET /accounts/{id}/device-list (spec 1 §7). page/per_page switch the answer to a paged list with meta. */
export const deviceListQuery = z.object({
  /** 1: each tracker's `groups` (names) is left out; group_ids stays (decision 0033). */
  exclude_groups: queryFlag.optional(),
  /** Only trackers in at least one of these groups of the account. */
  group_ids: queryIdList.optional(),
  with_current_position: queryFlag.optional(),
  subscription_status: z
    .preprocess(
      splitList,
      z
        .array(
          z.enum(subscriptionStatus.options, {
            error: `must be one of ${subscriptionStatus.options.join(', ')}`,
          }),
        )
        .min(1, 'name at least one status'),
    )
    .optional(),
  /** 1: only BLE-capable trackers; 0: only trackers without BLE; absent: both. */
  ble_support: queryFlag.optional(),
  limit: pageNumber
    .min(1, 'must be at least 1')
    .max(DEVICE_LIST_MAX, `must be at most ${DEVICE_LIST_MAX}`)
    .optional(),
  /** Part of the name, serial or IMEI, any case. */
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: pageNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').optional(),
  per_page: pageNumber.min(1, 'must be at least 1').max(200, 'must be at most 200').optional(),
});
export type DeviceListQuery = z.infer<typeof deviceListQuery>;

/**
 * GET /accounts/{id}/devices (spec 1 §7 'params | list'): the account's trackers as a table list, always a page with
 * meta (page 1 of PAGE_SIZES.tables[0] unless asked), with the device list's filters; the picker's `limit` is the
 * device list's alone.
 */
export const accountDevicesQuery = deviceListQuery
  .omit({ limit: true })
  .extend({ page: deviceListQuery.shape.page.unwrap().default(1) });
export type AccountDevicesQuery = z.infer<typeof accountDevicesQuery>;

/**
 * GET /users/{id}/devices: the same status filter as the device list. account_id: only that account's trackers the
 * user sees, which the account's admin and all members may ask for too (the Edit User dialog, decision 0043).
 */
export const userDevicesQuery = deviceListQuery
  .pick({ subscription_status: true, with_current_position: true })
  .extend({ account_id: z.coerce.number({ error: 'must be an account id' }).pipe(recordId).optional() });
export type UserDevicesQuery = z.infer<typeof userDevicesQuery>;

/** GET /models (spec 1 §9: the web app asks for 200 a page). */
export const modelListQuery = z.object({
  page: pageNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').default(1),
  per_page: pageNumber.min(1, 'must be at least 1').max(200, 'must be at most 200').default(200),
});
export type ModelListQuery = z.infer<typeof modelListQuery>;
