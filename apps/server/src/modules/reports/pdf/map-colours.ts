import { BASE_MAP_COLOURS as SCREEN_BASE_MAP_COLOURS } from '@lodestar/contracts';

/** The screen's base map colours (packages/contracts), so a printed map looks like the one on screen. */
export const BASE_MAP_COLOURS = {
  ...SCREEN_BASE_MAP_COLOURS,
  /** The frame's background when there is no base map: neither land nor water. */
  plain: '#eef0f2',
} as const;

/** The report's own marks on the map and in the pages. */
export const REPORT_COLOURS = {
  brand: '#1c4e80',
  path: '#1971c2',
  pathCasing: '#ffffff',
  start: '#2f9e44',
  end: '#c92a2a',
  stop: '#e8590c',
  event: '#ae3ec9',
  text: '#222222',
  muted: '#6b6b6b',
  rule: '#d0d4d9',
  headerFill: '#eef1f5',
  stripe: '#f7f8fa',
} as const;
