import { z } from 'zod';
import { pageMeta } from './envelope.ts';
import { geofence } from './geofences.ts';

/** Spec 2 §9: how far back the dwell figures look, in days; 30 unless asked. */
export const DWELL_PERIODS = [30, 60, 90] as const;
export const DWELL_DEFAULT_PERIOD = 30;
/** The dwell table's page sizes: the shared list's (spec 2 §9: 'shared list, values not shown'). */
export const DWELL_PER_PAGE_MAX = 200;

/** Texts of the dwell dashboard (spec 2 §2, §5, §8). */
export const DWELL_TEXTS = {
  title: 'Dashboards | Dwell',
  customTitle: 'Dashboards | Custom',
  howItWorks: 'How it works?',
  newGeofence: 'New Geofence',
  notANumber: 'Please enter a number',
  geofenceGone: 'Sorry, this geofence no longer exists',
  errorSetting: (field: string) => `Error setting ${field}`,
  fetchFailed: 'Error fetching dwell',
  devicesFailed: "Cannot get device's data",
  noGeofences: 'No geofences found:',
  dashboardsOff: 'Dashboards are not enabled for this account.',
} as const;

/**
 * Spec 2 §9: a geofence's dwell colour by the share of its allowance its average visit takes: at most 75% green,
 * up to 100% yellow, above red; white with no allowance (percentage null).
 */
export type DwellColour = 'green' | 'yellow' | 'red' | 'white';
export const DWELL_COLOUR_LIMITS = { green: 75, yellow: 100 } as const;

const periodDays = z.coerce
  .number({ error: 'must be 30, 60 or 90' })
  .refine((n) => (DWELL_PERIODS as readonly number[]).includes(n), { error: 'must be 30, 60 or 90' });
const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/** GET /accounts/{id}/dwell/geofences: search (name or address), period, page, per_page. */
export const dwellListQuery = z.object({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  period: periodDays.optional(),
  page: pageNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').optional(),
  per_page: pageNumber
    .min(1, 'must be at least 1')
    .max(DWELL_PER_PAGE_MAX, `must be at most ${DWELL_PER_PAGE_MAX}`)
    .optional(),
});
export type DwellListQuery = z.infer<typeof dwellListQuery>;

/** The dwell figures spec 2 §3 adds to a geofence (definitions: docs/decisions/0063-dwell-figures.md). */
export const dwellFigures = z.object({
  /** Trackers (the caller may see) inside the geofence now, and still in the account. */
  devices_count: z.number().int(),
  /**
   * The mean whole length in seconds (whole seconds) of the visits that overlap the period, an open one up to now;
   * 0 with none. Whole, not clipped to the period: a 120-day stay shows 120 days.
   */
  avg_time: z.number(),
  /** avg_time as a percentage of allowable_dwell_days (2 decimals); null with no allowance or an allowance of 0. */
  average_dwell_time_percentage: z.number().nullable(),
  /** Trackers inside now for longer than the allowance; 0 with no allowance or an allowance of 0. */
  assets_exceeding_dwell: z.number().int(),
});
export type DwellFigures = z.infer<typeof dwellFigures>;

/** A geofence as the dwell dashboard lists it: its fields and its dwell figures for the period. */
export const dwellGeofence = geofence
  .pick({
    id: true,
    name: true,
    address: true,
    lat: true,
    lng: true,
    radius: true,
    is_irregular: true,
    allowable_dwell_days: true,
    max_assets: true,
    min_assets: true,
  })
  .extend(dwellFigures.shape);
export type DwellGeofence = z.infer<typeof dwellGeofence>;

export const dwellGeofencePage = z.object({ data: z.array(dwellGeofence), meta: pageMeta });
export type DwellGeofencePage = z.infer<typeof dwellGeofencePage>;

/** GET /accounts/{id}/dwell/geofences/{id}: the period, and optionally one figure (field) to refresh. */
export const dwellGeofenceQuery = z.object({
  period: periodDays.optional(),
  field: z
    .enum(['devices_count', 'avg_time', 'average_dwell_time_percentage', 'assets_exceeding_dwell'], {
      error: 'must be a dwell figure',
    })
    .optional(),
});
export type DwellGeofenceQuery = z.infer<typeof dwellGeofenceQuery>;

/** A tracker inside a geofence now (spec 2 §3 dwell device rows). */
export const dwellDevice = z.object({
  device: z.object({
    id: z.number().int(),
    name: z.string(),
    groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  entered_at: z.string(),
  days_spent_since_entry: z.number(),
});
export type DwellDevice = z.infer<typeof dwellDevice>;
export const dwellDevicesResponse = z.object({ data: z.array(dwellDevice) });
