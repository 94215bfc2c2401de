import type { CommandChannel, SendCommandRequest } from '@lodestar/contracts';
import { HttpError } from '../../../http/errors.ts';
import { sendCommand } from '../../commands/send-command.service.ts';
import type { Services } from '../../../services.ts';
import { adminAccess } from './send-commands.action.ts';
import type { NamedTracker } from './serial-lookup.repository.ts';

export type Trial = { ok: true; text: string; channels: CommandChannel[] } | { ok: false; refusal: string };

/** Carries the trial's outcome out of the transaction it rolls back. */
class RolledBack extends Error {
  constructor(readonly trial: Trial) {
    super('dry run');
  }
}

/**
 * What the commands service would do with this command for this tracker, changing nothing: it runs for real in a
 * transaction that is then rolled back, with an SMS sender that sends nothing. So the dry run's verdict is the
 * service's own (catalogue, arguments, channels, phone, custom-command setting), not a copy of its rules.
 */
export async function trialSend(
  services: Services,
  adminId: number,
  tracker: NamedTracker,
  command: SendCommandRequest,
): Promise<Trial> {
  try {
    await services.database.db.transaction(async (tx) => {
      const deps = {
        db: tx,
        sms: { send: async () => ({ id: 'dry-run' }) },
        delivery: services.commands,
        log: { warn: () => {} },
      };
      let trial: Trial;
      try {
        const made = await sendCommand(deps, adminAccess(adminId, tracker.accountId), tracker.id, command);
        trial = { ok: true, text: made[0]!.message_to_device, channels: made.map((m) => m.channel) };
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        trial = { ok: false, refusal: err.message };
      }
      throw new RolledBack(trial);
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.trial;
    throw err;
  }
  throw new Error('the trial transaction was not rolled back');
}
