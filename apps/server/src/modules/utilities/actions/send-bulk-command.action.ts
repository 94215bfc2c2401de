import { UTILITY_DRY_RUN_LIST, type SendCommandRequest, type UtilityInput } from '@lodestar/contracts';
import { fillCommand } from '@lodestar/domain';
import type { Db } from '../../../db/database.ts';
import { unprocessable } from '../../../http/errors.ts';
import { findModelCommand } from '../../commands/commands.repository.ts';
import type { UtilityAction } from '../utility-action.ts';
import { accountById } from '../utility-trackers.repository.ts';
import { trialSend } from './send-bulk-command.trial.ts';
import { channelsStillQueued } from './send-bulk-command.repository.ts';
import { sendAsAdmin } from './send-commands.action.ts';
import {
  findTrackersBySerials,
  findTrackersOfAccount,
  noTracker,
  requireTracker,
  type NamedTracker,
} from './serial-lookup.repository.ts';

type Input = UtilityInput<'send-bulk-command'>;
export const SERIALS_OR_ACCOUNT = "Give the trackers' serials or an account, not both.";

/** The text the commands service would send to a tracker of this model (null: let the service refuse it). */
async function textFor(db: Db, modelId: number, command: SendCommandRequest): Promise<string | null> {
  if (command.command !== undefined) return command.command.trim();
  const row = await findModelCommand(db, modelId, command.command_id!);
  if (!row || row.isCategory) return null;
  const filled = fillCommand(row.commands, command.arguments ?? {});
  return filled.ok ? filled.text : null;
}

async function trackersOf(
  db: Db,
  input: Input,
): Promise<{ serials: string[]; found: Map<string, NamedTracker> }> {
  const hasSerials = !!input.serials?.length;
  if (hasSerials === (input.account_id != null))
    throw unprocessable(SERIALS_OR_ACCOUNT, { serials: [SERIALS_OR_ACCOUNT] });
  if (input.account_id != null) {
    await accountById(db, input.account_id);
    const all = await findTrackersOfAccount(db, input.account_id);
    return { serials: all.map((t) => t.serial), found: new Map(all.map((t) => [t.serial, t])) };
  }
  const serials = [...new Set(input.serials!)];
  return { serials, found: await findTrackersBySerials(db, serials) };
}

/**
 * Send Bulk Command (decision 0071): one command to many trackers (the serials given, or every tracker of an
 * account), as a background job with one item per serial, each sent as Send Commands sends it (the commands
 * service, as the admin). The dry run asks the commands service itself, in a transaction it rolls back, once per
 * kind of tracker (account, model, with or without a phone): what it would send, or why it refuses. Resuming a
 * job does not queue a command again that is still waiting for the tracker's next report (an SMS the provider
 * took just before a restart may go twice: it cannot be taken back). Refuses: both or neither of serials and
 * account (422), no such account (404); per item: unknown serial, and what the commands service refuses.
 */
export const sendBulkCommandAction: UtilityAction<'send-bulk-command'> = {
  id: 'send-bulk-command',
  bulk: true,
  async items(input, { services }) {
    return (await trackersOf(services.database.db, input)).serials;
  },
  async dryRun(input, { services, actor }) {
    const db = services.database.db;
    const { serials, found } = await trackersOf(db, input);
    const verdicts = new Map<string, Awaited<ReturnType<typeof trialSend>>>();
    const items = [];
    let refused = 0;
    for (const serial of serials) {
      const tracker = found.get(serial);
      let verdict: { ok: boolean; change: string };
      if (!tracker) verdict = { ok: false, change: noTracker(serial).message };
      else {
        const kind = `${tracker.accountId}:${tracker.modelId}:${tracker.phone ? 1 : 0}`;
        if (!verdicts.has(kind))
          verdicts.set(kind, await trialSend(services, actor.adminId, tracker, input.command));
        const trial = verdicts.get(kind)!;
        verdict = trial.ok
          ? { ok: true, change: `sends '${trial.text}' to ${tracker.name} via ${trial.channels.join(', ')}` }
          : { ok: false, change: trial.refusal };
      }
      if (!verdict.ok) refused++;
      if (items.length < UTILITY_DRY_RUN_LIST) items.push({ item: serial, ...verdict });
    }
    const sent = serials.length - refused;
    return {
      summary: `The command would go to ${sent} ${sent === 1 ? 'tracker' : 'trackers'}; ${refused} refused.`,
      total: serials.length,
      refused,
      items,
    };
  },
  async runItem(item, input, { services, actor }) {
    const db = services.database.db;
    const tracker = await requireTracker(db, String(item));
    const text = await textFor(db, tracker.modelId, input.command);
    const waiting = text
      ? await channelsStillQueued(db, { deviceId: tracker.id, userId: actor.adminId, text })
      : new Set<string>();
    const sendVia = input.command.send_via.filter((c) => !waiting.has(c));
    if (!sendVia.length) return `'${text}' is already queued for ${tracker.name}: not queued again.`;
    const sent = await sendAsAdmin(services, actor.adminId, tracker, { ...input.command, send_via: sendVia });
    const how = sent.map((m) => `${m.channel} ${m.status_text.toLowerCase()}`).join(', ');
    return `'${sent[0]!.message_to_device}' to ${tracker.name}: ${how}.`;
  },
};
