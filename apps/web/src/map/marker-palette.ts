import type { MarkerColour } from '@lodestar/domain';

/** The drawn colour of each marker colour of spec 1 §4, strong enough to read on land, water and imagery. */
export const MARKER_PALETTE: Record<MarkerColour, string> = {
  red: '#e03131',
  yellow: '#f5b300',
  gray: '#868e96',
  green: '#2f9e44',
  blue: '#1c7ed6',
};

/** The legend order: from fine to needs attention. */
export const LEGEND_ORDER: MarkerColour[] = ['green', 'blue', 'gray', 'yellow', 'red'];
