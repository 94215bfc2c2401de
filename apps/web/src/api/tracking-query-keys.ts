/**
 * Cache keys of the tracking data. They live beside the socket controller rather than in a feature because the
 * controller writes live positions into these entries, and shared code must not import features.
 */
export const trackingQueryKeys = {
  /** Every device list of an account (each status selection is its own entry under this prefix). */
  deviceLists: (accountId: number) => ['accounts', accountId, 'device-list'] as const,
  deviceList: (accountId: number, statuses: readonly string[]) =>
    ['accounts', accountId, 'device-list', { statuses }] as const,
  currentPositions: (accountId: number) => ['accounts', accountId, 'current-positions'] as const,
};
