import type { UtilityActionId } from '@lodestar/contracts';
import type { ComponentType } from 'react';
import { AddRemoveMinutesForm } from './forms/add-remove-minutes-form.tsx';
import { AssignForm } from './forms/assign-form.tsx';
import { AssignRangeForm } from './forms/assign-range-form.tsx';
import { ChangeDeviceTypeForm } from './forms/change-device-type-form.tsx';
import { ClearDeviceForm } from './forms/clear-device-form.tsx';
import { DeactivateForm } from './forms/deactivate-form.tsx';
import { GetDeviceMessagesForm } from './forms/get-device-messages-form.tsx';
import { ProvisionForm } from './forms/provision-form.tsx';
import { RefreshPhoneNumberForm } from './forms/refresh-phone-number-form.tsx';
import { ReserveForm } from './forms/reserve-form.tsx';
import { ReserveRangeForm } from './forms/reserve-range-form.tsx';
import { SendBulkCommandForm } from './forms/send-bulk-command-form.tsx';
import { SendCommandsForm } from './forms/send-commands-form.tsx';
import { SetFlagsForm } from './forms/set-flags-form.tsx';
import { SetSubscriptionForm } from './forms/set-subscription-form.tsx';
import { SetupForm } from './forms/setup-form.tsx';
import { SwapSimForm } from './forms/swap-sim-form.tsx';
import { UnassignDeviceForm } from './forms/unassign-device-form.tsx';
import { UnassignSubscriptionForm } from './forms/unassign-subscription-form.tsx';

/** Each action's form: every one of the 19 has its own, with its fields written out. */
export const ACTION_FORMS: Record<UtilityActionId, ComponentType> = {
  provision: ProvisionForm,
  reserve: ReserveForm,
  setup: SetupForm,
  assign: AssignForm,
  deactivate: DeactivateForm,
  'change-device-type': ChangeDeviceTypeForm,
  'add-remove-minutes': AddRemoveMinutesForm,
  'set-subscription': SetSubscriptionForm,
  'refresh-phone-number': RefreshPhoneNumberForm,
  'reserve-range': ReserveRangeForm,
  'unassign-subscription': UnassignSubscriptionForm,
  'unassign-device': UnassignDeviceForm,
  'assign-range': AssignRangeForm,
  'send-commands': SendCommandsForm,
  'get-device-messages': GetDeviceMessagesForm,
  'swap-sim': SwapSimForm,
  'send-bulk-command': SendBulkCommandForm,
  'set-flags': SetFlagsForm,
  'clear-device': ClearDeviceForm,
};
