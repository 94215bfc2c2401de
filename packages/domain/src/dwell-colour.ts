import { DWELL_COLOUR_LIMITS, type DwellColour } from '@lodestar/contracts';

/** The part of a dwell geofence the colour rule reads. */
export interface DwellShare {
  allowable_dwell_days: number | null;
  /** The average visit as a percentage of the allowance; null with no allowance. */
  average_dwell_time_percentage: number | null;
}

/**
 * A geofence's dwell colour (spec 2 §9): at most 75% of its allowance green, up to 100% yellow, above red, and
 * white when no allowance is set. The edges belong to the calmer colour: exactly 75% is green, exactly 100% yellow.
 * An allowance of 0 counts as none; a share that is no number is white rather than a guess.
 */
export function dwellColour(share: DwellShare): DwellColour {
  const percentage = share.average_dwell_time_percentage;
  // an allowance of 0 reads as none (decision 0063), as the server's figures and the dwell alerts read it
  if (!share.allowable_dwell_days || percentage === null || !Number.isFinite(percentage)) return 'white';
  if (percentage <= DWELL_COLOUR_LIMITS.green) return 'green';
  if (percentage <= DWELL_COLOUR_LIMITS.yellow) return 'yellow';
  return 'red';
}

/** avg_time (seconds) in days with 2 decimals, as the dwell table shows it (spec 2 §9). */
export function dwellDays(seconds: number): string {
  return (seconds / 86_400).toFixed(2);
}
