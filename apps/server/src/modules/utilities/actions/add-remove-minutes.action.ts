import { unprocessable } from '../../../http/errors.ts';
import type { UtilityAction } from '../utility-action.ts';
import { accountById, addLiveAudioMinutes } from '../utility-trackers.repository.ts';

/**
 * Add/Remove Minutes (decision 0071): adds minutes to (or, negative, removes them from) the account's live audio
 * balance. Refused when it would go below 0, saying how many are left; the check and the change are one update,
 * so two removals at once cannot overdraw it.
 */
export const addRemoveMinutesAction: UtilityAction<'add-remove-minutes'> = {
  id: 'add-remove-minutes',
  bulk: false,
  async run(input, { services }) {
    const db = services.database.db;
    const account = await accountById(db, input.account_id);
    const balance = await addLiveAudioMinutes(db, account.id, input.minutes);
    if (balance === undefined) {
      const left = (await accountById(db, account.id)).liveAudioMinutes;
      throw unprocessable(
        `${account.title} has only ${left} live audio minutes left: remove at most ${left}.`,
      );
    }
    const change = input.minutes > 0 ? `added to` : `removed from`;
    return {
      message: `${Math.abs(input.minutes)} minutes ${change} ${account.title}'s live audio: ${balance} left.`,
      details: { account_id: account.id, live_audio_minutes: balance },
    };
  },
};
