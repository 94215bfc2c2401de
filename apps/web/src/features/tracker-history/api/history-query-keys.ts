/** Cache keys of a tracker's history: positions and stops are cached per tracker and period (spec 1 §3). */
export const historyQueryKeys = {
  all: (accountId: number, deviceId: number) =>
    ['accounts', accountId, 'devices', deviceId, 'history'] as const,
  /** The period's path columns (GET …/positions?format=packed, decoded into columns). */
  path: (accountId: number, deviceId: number, from: string, to: string | null) =>
    [...historyQueryKeys.all(accountId, deviceId), 'path', { from, to }] as const,
  stops: (accountId: number, deviceId: number, from: string, to: string | null) =>
    [...historyQueryKeys.all(accountId, deviceId), 'stops', { from, to }] as const,
  /**
   * The tracker itself (GET /accounts/{id}/devices/{id}), under the same key the details screen caches it, so
   * the screen and its map share one request and one refresh.
   */
  tracker: (accountId: number, deviceId: number) => ['devices', deviceId, 'details', { accountId }] as const,
};

/**
 * Failures the history screen words itself (the map's 'Cannot load stops', the history's server message or 'An
 * error occurred'), so the shared toast does not repeat them; 401, 403 and 404 keep the shared reaction.
 */
export const HISTORY_HANDLED_STATUSES = [0, 400, 413, 422, 429, 500, 502, 503, 504] as const;
