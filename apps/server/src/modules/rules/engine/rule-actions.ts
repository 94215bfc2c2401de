import { MESSAGE_HISTORY_LIMIT, type RuleAction } from '@lodestar/contracts';
import { fillCommand, fillRuleTemplate, type RuleTemplateValues } from '@lodestar/domain';
import type { Db } from '../../../db/database.ts';
import { insertDelivery } from '../../../jobs/outbox/outbox.repository.ts';
import { enqueueWebhook } from '../../../jobs/outbox/enqueue-webhook.ts';
import { findModelCommand } from '../../commands/commands.repository.ts';
import { insertMessages, pruneMessages } from '../../commands/messages.repository.ts';
import type { IndexedRule } from './account-rules.ts';
import type { FiringDetails } from './firing-details.repository.ts';
import type { JudgedMessage } from './judged-message.ts';
import { ruleMail } from './rule-mail.ts';
import { ruleWebhookBody } from './webhook-body.ts';

/** What one action will do, decided before the run is recorded (its outcome depends on it). */
export type PlannedAction =
  | { kind: 'mail'; to: string; subject: string; body: string; zone: string | null }
  | { kind: 'sms'; to: string; text: string; zone: string | null }
  | { kind: 'webhook'; url: string }
  | { kind: 'command'; channel: 'data' | 'sms'; text: string; commandId: number; translation: string | null }
  | { kind: 'skipped'; reason: string }
  | { kind: 'failed'; reason: string };

const zoneOf = (rule: IndexedRule, id: number) => rule.zones.get(id) ?? null;

async function planCommand(
  db: Db,
  action: Extract<RuleAction, { type: 'send_command_to_tracker' }>,
  d: FiringDetails,
): Promise<PlannedAction> {
  if (action.tracker_type !== d.modelId)
    return { kind: 'skipped', reason: "the tracker's model is not the rule's tracker type" };
  const command = await findModelCommand(db, d.modelId, action.command);
  if (!command || command.isCategory)
    return { kind: 'failed', reason: "the command is not available for this tracker's model" };
  const filled = fillCommand(command.commands, {});
  if (!filled.ok) return { kind: 'failed', reason: 'the command needs arguments a rule cannot give' };
  const base = {
    kind: 'command' as const,
    text: filled.text,
    commandId: command.id,
    translation: command.translation,
  };
  if (command.isSentViaData) return { ...base, channel: 'data' };
  if (command.isSentViaSms && d.phone) return { ...base, channel: 'sms' };
  return {
    kind: 'failed',
    reason: 'the command cannot be sent over data and the tracker has no phone number',
  };
}

/**
 * Decides each action of a firing rule for this message's tracker (the command catalogue is read here); a skipped
 * or failed action's reason starts with its type.
 */
export async function planActions(db: Db, rule: IndexedRule, d: FiringDetails): Promise<PlannedAction[]> {
  const planned: PlannedAction[] = [];
  for (const a of rule.actions) {
    if (a.type === 'send_email')
      for (const to of a.email_addresses)
        planned.push({
          kind: 'mail',
          to,
          subject: a.subject,
          body: a.body,
          zone: zoneOf(rule, a.timezone_id),
        });
    else if (a.type === 'send_text_message')
      planned.push({ kind: 'sms', to: a.phone_number, text: a.message, zone: zoneOf(rule, a.timezone_id) });
    else if (a.type === 'send_webhook') planned.push({ kind: 'webhook', url: a.url });
    else {
      const p = await planCommand(db, a, d);
      planned.push(
        p.kind === 'skipped' || p.kind === 'failed' ? { ...p, reason: `${a.type}: ${p.reason}` } : p,
      );
    }
  }
  return planned;
}

export interface EnqueueContext {
  rule: IndexedRule;
  runId: number;
  message: JudgedMessage;
  details: FiringDetails;
  values: RuleTemplateValues;
  firedAt: Date;
  publicUrl: string;
}

/**
 * Puts the planned actions into the outbox (and commands into the tracker's dialog), in the caller's transaction,
 * each tied to the run. Answers whether a command waits for the tracker's next report.
 */
export async function enqueueActions(
  db: Db,
  planned: PlannedAction[],
  ctx: EnqueueContext,
): Promise<boolean> {
  const { rule, runId, message: m, details: d } = ctx;
  let queuedForReport = false;
  for (const [i, p] of planned.entries()) {
    const dedupeKey = `rule-run:${runId}:${i}`;
    if (p.kind === 'mail') {
      const mail = ruleMail({
        ...p,
        timeZone: p.zone,
        values: ctx.values,
        rule,
        deviceId: m.deviceId,
        publicUrl: ctx.publicUrl,
      });
      await insertDelivery(db, { channel: 'mail', payload: mail, dedupeKey, ruleRunId: runId });
    } else if (p.kind === 'sms') {
      const text = fillRuleTemplate(p.text, ctx.values, p.zone);
      await insertDelivery(db, { channel: 'sms', payload: { to: p.to, text }, dedupeKey, ruleRunId: runId });
    } else if (p.kind === 'webhook') {
      const body = ruleWebhookBody(rule, runId, m, d, ctx.firedAt);
      await enqueueWebhook(db, {
        url: p.url,
        event: 'rule.fired',
        body,
        secret: rule.secret,
        ruleRunId: runId,
        dedupeKey,
      });
    } else if (p.kind === 'command') {
      const sent = p.channel === 'sms';
      await insertMessages(db, [
        {
          deviceId: m.deviceId,
          userId: null,
          commandId: p.commandId,
          channel: p.channel,
          messageToDevice: p.text,
          translation: p.translation,
          ...(sent && { status: 'sent' as const, sentAt: ctx.firedAt }),
        },
      ]);
      await pruneMessages(db, m.deviceId, MESSAGE_HISTORY_LIMIT);
      if (sent)
        await insertDelivery(db, {
          channel: 'sms',
          payload: { to: d.phone!, text: p.text },
          dedupeKey,
          ruleRunId: runId,
        });
      else queuedForReport = true;
    }
  }
  return queuedForReport;
}
