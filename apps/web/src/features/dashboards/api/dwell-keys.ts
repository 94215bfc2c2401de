/** Cache keys of the dwell dashboard, under the account's 'dwell' prefix: one invalidation reloads them all. */
export const dwellKeys = {
  all: (accountId: number) => ['accounts', accountId, 'dwell'] as const,
  lists: (accountId: number) => ['accounts', accountId, 'dwell', 'list'] as const,
  list: (accountId: number, list: DwellListChoice) => ['accounts', accountId, 'dwell', 'list', list] as const,
  devices: (accountId: number, geofenceId: number) =>
    ['accounts', accountId, 'dwell', 'devices', geofenceId] as const,
};

/** What the dwell table shows: the search, the look-back period (days) and the page. */
export interface DwellListChoice {
  search: string;
  period: number;
  page: number;
}

/**
 * The geofence screens' own prefix (features/geofences/api/geofence-keys.ts): an allowance changed here must not
 * leave those screens showing the old one. Named again here because features do not import each other.
 */
export const geofenceScreensKey = (accountId: number) => ['accounts', accountId, 'geofences'] as const;
