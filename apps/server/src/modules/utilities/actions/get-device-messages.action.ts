import { toMessageDto } from '../../commands/command-dto.ts';
import { findLatestMessages } from '../../commands/messages.repository.ts';
import type { UtilityAction } from '../utility-action.ts';
import { requireTracker } from './serial-lookup.repository.ts';

/**
 * Get Device Messages (decision 0071): the tracker's newest messages (commands sent to it and its answers), newest
 * first, at most `limit` (the dialog keeps the latest 100). Reads only. Refuses an unknown serial (404).
 */
export const getDeviceMessagesAction: UtilityAction<'get-device-messages'> = {
  id: 'get-device-messages',
  bulk: false,
  async run(input, { services }) {
    const db = services.database.db;
    const tracker = await requireTracker(db, input.serial);
    const messages = (await findLatestMessages(db, tracker.id, input.limit)).map(toMessageDto);
    const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
    return {
      message: `${tracker.name} (${tracker.serial}): ${count}, newest first.`,
      details: { account_id: tracker.accountId, device_id: tracker.id, serial: tracker.serial, messages },
    };
  },
};
