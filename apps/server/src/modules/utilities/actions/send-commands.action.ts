import type { Message, SendCommandRequest } from '@lodestar/contracts';
import type { AccountAccess } from '../../accounts/account-access.ts';
import { sendCommand } from '../../commands/send-command.service.ts';
import type { Services } from '../../../services.ts';
import type { UtilityAction } from '../utility-action.ts';
import { requireTracker, type NamedTracker } from './serial-lookup.repository.ts';

/**
 * The commands service as an internal admin acting on the tracker's account: the access an internal admin gets on
 * any account (role admin, every tracker), so the catalogue, channel, phone and custom-command rules are the
 * customer's own, and the messages are the admin's in the tracker's dialog.
 */
export function adminAccess(adminId: number, accountId: number): AccountAccess {
  return { accountId, userId: adminId, role: 'admin', deviceIds: null, isInternalAdmin: true };
}

/** Sends one command to one tracker through the commands service: one message per channel. */
export async function sendAsAdmin(
  services: Services,
  adminId: number,
  tracker: NamedTracker,
  command: SendCommandRequest,
): Promise<Message[]> {
  const deps = {
    db: services.database.db,
    sms: services.sms,
    delivery: services.commands,
    // a channel the SMS provider refused is recorded as a failed message, which the answer shows
    log: { warn: () => {} },
  };
  return sendCommand(deps, adminAccess(adminId, tracker.accountId), tracker.id, command);
}

const channelsOf = (messages: Message[]) =>
  messages.map((m) => `${m.channel} ${m.status_text.toLowerCase()}`).join(', ');

/**
 * Send Commands (decision 0071): one catalogue or custom command to one tracker, exactly as the tracker's Commands
 * dialog sends it (data and sos wait for its next report, sms goes at once). Answers the messages made. Refuses
 * what the dialog refuses (a command not in its model's catalogue, a channel it cannot use, sms without a phone,
 * custom commands where the account does not allow them: 403/422; every channel failed: 502) and an unknown serial
 * (404).
 */
export const sendCommandsAction: UtilityAction<'send-commands'> = {
  id: 'send-commands',
  bulk: false,
  async run(input, { services, actor }) {
    const tracker = await requireTracker(services.database.db, input.serial);
    const messages = await sendAsAdmin(services, actor.adminId, tracker, input.command);
    return {
      message: `'${messages[0]!.message_to_device}' sent to ${tracker.name} (${tracker.serial}): ${channelsOf(messages)}.`,
      details: { account_id: tracker.accountId, device_id: tracker.id, serial: tracker.serial, messages },
    };
  },
};
