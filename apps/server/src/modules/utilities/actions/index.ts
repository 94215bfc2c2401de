import type { UtilityActionId } from '@lodestar/contracts';
import type { UtilityAction } from '../utility-action.ts';
import { addRemoveMinutesAction } from './add-remove-minutes.action.ts';
import { assignAction } from './assign.action.ts';
import { assignRangeAction } from './assign-range.action.ts';
import { changeDeviceTypeAction } from './change-device-type.action.ts';
import { deactivateAction } from './deactivate.action.ts';
import { provisionAction } from './provision.action.ts';
import { refreshPhoneNumberAction } from './refresh-phone-number.action.ts';
import { reserveRangeAction } from './reserve-range.action.ts';
import { reserveAction } from './reserve.action.ts';
import { setSubscriptionAction } from './set-subscription.action.ts';
import { setupAction } from './setup.action.ts';
import { unassignSubscriptionAction } from './unassign-subscription.action.ts';
import { unassignDeviceAction } from './unassign-device.action.ts';
import { sendCommandsAction } from './send-commands.action.ts';
import { getDeviceMessagesAction } from './get-device-messages.action.ts';
import { swapSimAction } from './swap-sim.action.ts';
import { sendBulkCommandAction } from './send-bulk-command.action.ts';
import { setFlagsAction } from './set-flags.action.ts';
import { clearDeviceAction } from './clear-device.action.ts';

/**
 * Every utility action built so far (docs/decisions/0071), one file each in this folder. An action of
 * UTILITY_ACTIONS that is not listed here answers 501 'This action is not built yet.'
 */
export const UTILITY_ACTION_LIST: readonly UtilityAction[] = [
  provisionAction,
  reserveAction,
  setupAction,
  assignAction,
  deactivateAction,
  changeDeviceTypeAction,
  addRemoveMinutesAction,
  setSubscriptionAction,
  refreshPhoneNumberAction,
  reserveRangeAction,
  unassignSubscriptionAction,
  unassignDeviceAction,
  assignRangeAction,
  sendCommandsAction,
  getDeviceMessagesAction,
  swapSimAction,
  sendBulkCommandAction,
  setFlagsAction,
  clearDeviceAction,
];

const byId = new Map<UtilityActionId, UtilityAction>(UTILITY_ACTION_LIST.map((a) => [a.id, a]));

/** The action with this id, or undefined while its file has not landed. */
export function utilityActionFor(id: UtilityActionId): UtilityAction | undefined {
  return byId.get(id);
}
