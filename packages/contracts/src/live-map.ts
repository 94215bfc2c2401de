/**
 * How often the map takes in live positions (DESIGN.md Web budgets). The tracker list follows every
 * LIVE_UPDATES.flushInterval; the map re-clusters and redraws its trackers at most once per `sourceInterval`
 * (less often when its redraws are slow, and never before its previous update is drawn), because each redraw of 10,000 clustered trackers costs far more
 * than a list row and would otherwise keep the page busy without pause at 1,000 positions/s. Every source
 * updates on the same ticks, so their redraws coincide.
 */
export const LIVE_MAP = {
  sourceInterval: 1_000,
  /**
   * The share of the time live updates may keep the map busy (re-clustering, tiles, redraws); a slower map
   * takes updates less often, down to one per `longestInterval`.
   */
  busyShare: 0.25,
  longestInterval: 4_000,
  /** Above this share of changed markers one full replacement is cheaper than a diff. */
  fullReplaceShare: 0.5,
} as const;
