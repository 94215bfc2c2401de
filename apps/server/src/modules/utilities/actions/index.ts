import type { UtilityActionId } from '@lodestar/contracts';
import type { UtilityAction } from '../utility-action.ts';

/**
 * Every utility action built so far (docs/decisions/0071), one file each in this folder. An action of
 * UTILITY_ACTIONS that is not listed here answers 501 'This action is not built yet.'
 */
export const UTILITY_ACTION_LIST: readonly UtilityAction[] = [];

const byId = new Map<UtilityActionId, UtilityAction>(UTILITY_ACTION_LIST.map((a) => [a.id, a]));

/** The action with this id, or undefined while its file has not landed. */
export function utilityActionFor(id: UtilityActionId): UtilityAction | undefined {
  return byId.get(id);
}
