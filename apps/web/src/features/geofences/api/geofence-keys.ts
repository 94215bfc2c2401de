/**
 * Cache keys of the geofence screens, all under the account's 'geofences' prefix: one invalidation after a write
 * reloads the list, the details and their events.
 */
export const geofenceKeys = {
  all: (accountId: number) => ['accounts', accountId, 'geofences'] as const,
  list: (accountId: number) => ['accounts', accountId, 'geofences', 'list'] as const,
  one: (accountId: number, id: number) => ['accounts', accountId, 'geofences', 'one', id] as const,
  events: (accountId: number, id: number, page: number) =>
    ['accounts', accountId, 'geofences', 'events', id, page] as const,
  inside: (accountId: number, id: number) => ['accounts', accountId, 'geofences', 'inside', id] as const,
};
