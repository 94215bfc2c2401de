import { TRACKER_TEXTS, type FixType } from '@lodestar/contracts';

/**
 * The popup's warning for a position that is not a GPS fix (spec 1 §2.5): wifi and cell fixes show the nearest
 * wi-fi spot or cell tower. BLE fixes place the tracker at a known anchor, so there is nothing to warn about.
 */
export function fixNotice(fix: FixType): string | null {
  if (fix === 'wifi') return TRACKER_TEXTS.wifiFix;
  if (fix === 'cell') return TRACKER_TEXTS.cellFix;
  return null;
}
