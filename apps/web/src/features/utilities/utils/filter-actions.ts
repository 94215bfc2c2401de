import { UTILITY_ACTIONS } from '@lodestar/contracts';

export type UtilityActionEntry = (typeof UTILITY_ACTIONS)[number];

/**
 * The actions whose title holds the 'Filter Actions' text (any case, spaces around it ignored), in the spec's
 * order; an empty text keeps all 19.
 */
export function filterActions(
  text: string,
  actions: readonly UtilityActionEntry[] = UTILITY_ACTIONS,
): UtilityActionEntry[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...actions];
  return actions.filter((a) => a.title.toLowerCase().includes(wanted));
}
