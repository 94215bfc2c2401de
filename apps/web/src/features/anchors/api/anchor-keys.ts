/**
 * Cache keys of the anchor screens, all under the account's 'anchors' prefix, so one invalidation after a save,
 * a deletion or an image change reloads the list, the map and an open wizard alike.
 */
export const anchorKeys = {
  all: (accountId: number) => ['accounts', accountId, 'anchors'] as const,
  list: (accountId: number, params: { query: string; page: number }) =>
    ['accounts', accountId, 'anchors', 'list', params] as const,
  map: (accountId: number) => ['accounts', accountId, 'anchors', 'map'] as const,
  one: (accountId: number, anchorId: number) => ['accounts', accountId, 'anchors', 'one', anchorId] as const,
  bleTrackers: (accountId: number, search: string) =>
    ['accounts', accountId, 'anchors', 'ble-trackers', search] as const,
  nearestGeofence: (accountId: number, lat: number, lng: number) =>
    ['accounts', accountId, 'anchors', 'nearest-geofence', lat, lng] as const,
};
