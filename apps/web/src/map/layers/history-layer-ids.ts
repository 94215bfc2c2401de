/** Source and layer ids of the tracker history; e2e tests and the bench read them. */
export const HISTORY_SOURCES = {
  path: 'history-path',
  stops: 'history-stops',
  current: 'history-current-position',
} as const;

export const HISTORY_LAYERS = {
  pathLine: 'history-path-line',
  pathPoints: 'history-path-points',
  stops: 'history-stops',
  current: 'history-current-position',
} as const;
