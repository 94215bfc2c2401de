import { RULE_TEXTS, type RuleBody } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import {
  existingModelIds,
  existingTimezoneIds,
  foreignGeofenceIds,
  isModelCommand,
} from './rule-references.repository.ts';
import { foreignDeviceIds } from '../groups/groups.repository.ts';
import type { AllowedTargets } from '../../integrations/webhook/allowed-targets.ts';
import { webhookUrlRefusal } from './rule-webhook-url.ts';

type FieldErrors = Record<string, string[]>;

/**
 * Every id in a rule must name something of the account or of the catalogue (decision 0050): trackers and
 * geofences of this account (never another's), an existing model with a command it can be sent, an existing time
 * zone; a webhook URL must not point at a private or local address. Answers 422 with the field of each problem
 * (e.g. `conditions.1.values`), before anything is written.
 */
export async function requireRuleReferences(
  db: Db,
  accountId: number,
  body: RuleBody,
  opts: { webhookTargets: AllowedTargets },
): Promise<void> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  const trackerIds = body.conditions.flatMap((c) => (c.type === 'tracker_list' ? c.values : []));
  const geofenceIds = body.conditions.flatMap((c) => (c.type === 'geofence' ? [c.address] : []));
  const modelIds = body.actions.flatMap((a) =>
    a.type === 'send_command_to_tracker' ? [a.tracker_type] : [],
  );
  const zoneIds = body.actions.flatMap((a) =>
    a.type === 'send_email' || a.type === 'send_text_message' ? [a.timezone_id] : [],
  );
  const [foreignTrackers, foreignGeofences, models, zones] = await Promise.all([
    foreignDeviceIds(db, accountId, [...new Set(trackerIds)]),
    foreignGeofenceIds(db, accountId, [...new Set(geofenceIds)]),
    existingModelIds(db, [...new Set(modelIds)]),
    existingTimezoneIds(db, [...new Set(zoneIds)]),
  ]);

  body.conditions.forEach((c, i) => {
    if (c.type === 'tracker_list') {
      const foreign = c.values.filter((id) => foreignTrackers.includes(id));
      if (foreign.length)
        add(`conditions.${i}.values`, `${RULE_TEXTS.foreignTracker}: ${foreign.join(', ')}`);
    }
    if (c.type === 'geofence' && foreignGeofences.includes(c.address))
      add(`conditions.${i}.address`, RULE_TEXTS.foreignGeofence);
  });

  for (const [i, a] of body.actions.entries()) {
    if (a.type === 'send_command_to_tracker') {
      if (!models.has(a.tracker_type)) add(`actions.${i}.tracker_type`, RULE_TEXTS.unknownModel);
      else if (!(await isModelCommand(db, a.tracker_type, a.command)))
        add(`actions.${i}.command`, RULE_TEXTS.unknownCommand);
    }
    if ((a.type === 'send_email' || a.type === 'send_text_message') && !zones.has(a.timezone_id))
      add(`actions.${i}.timezone_id`, RULE_TEXTS.unknownTimezone);
    if (a.type === 'send_webhook') {
      const refusal = webhookUrlRefusal(a.url, opts.webhookTargets);
      if (refusal) add(`actions.${i}.url`, refusal);
    }
  }

  const fields = Object.keys(errors);
  if (fields.length) throw unprocessable(errors[fields[0]!]![0]!, errors);
}
