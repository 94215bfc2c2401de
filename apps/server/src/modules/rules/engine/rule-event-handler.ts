import type { Db } from '../../../db/database.ts';
import { isDatabaseUnavailable } from '../../../db/database-errors.ts';
import type { RuleFiring } from './rule-firing.ts';
import type { RuleIndex } from './rule-index.ts';
import { insertRuleRun } from './rule-runs.repository.ts';

/** What the engine reads of a dispatched event (the dispatcher's DispatchedEvent has these and more). */
export interface RuleEvent {
  id: number;
  accountId: number;
  deviceId: number;
  deviceName: string;
  eventType: string;
  description: string;
  createdAt: Date;
  positionId: number | null;
  geofenceId?: number | null;
}

export interface EventHandlerLog {
  error(obj: object, msg: string): void;
}

/**
 * The dispatcher's handler for stored events (docs/decisions/0051): each event is judged once, on one instance,
 * inside the transaction that marks it dispatched, so its firings and deliveries exist exactly when it counts as
 * handled. Each firing runs in a savepoint: a rule's own failure is recorded as a failed run and does not hold up
 * the other rules or events; a database outage rolls the batch back for the dispatcher to retry.
 */
export function ruleEventHandler(
  index: RuleIndex,
  firing: RuleFiring,
  log: EventHandlerLog,
  afterFire: (r: { deviceId: number; commandQueued: boolean }) => void,
) {
  return async (tx: Db, events: readonly RuleEvent[]): Promise<void> => {
    for (const e of events) {
      const rules = await index.within(tx, e.accountId);
      if (!rules.forEvents.length) continue;
      const message = {
        kind: 'event' as const,
        trackerId: e.deviceId,
        trackerName: e.deviceName,
        eventType: e.eventType,
        geofenceId: e.geofenceId ?? null,
      };
      const judged = {
        accountId: e.accountId,
        deviceId: e.deviceId,
        message,
        positionId: e.positionId,
        eventId: e.id,
        time: new Date(e.createdAt),
        eventType: e.eventType,
        description: e.description,
        geofenceId: e.geofenceId ?? null,
      };
      for (const rule of rules.forEvents) {
        if (!rule.matcher.matches(message) || firing.isQuiet(rule, e.deviceId)) continue;
        try {
          const result = await tx.transaction((sp) => firing.fire(sp as Db, rule, judged));
          if (result.outcome) afterFire({ deviceId: e.deviceId, commandQueued: result.commandQueued });
        } catch (err) {
          firing.forget(rule.id, e.deviceId);
          if (isDatabaseUnavailable(err)) throw err;
          log.error({ err, ruleId: rule.id, eventId: e.id }, 'a rule failed on an event');
          const reason = `could not act: ${err instanceof Error ? err.message : String(err)}`;
          // the rule may be gone meanwhile (its runs with it): then there is nothing to record
          await tx
            .transaction((sp) =>
              insertRuleRun(sp as Db, {
                ruleId: rule.id,
                accountId: e.accountId,
                deviceId: e.deviceId,
                eventId: e.id,
                positionId: e.positionId,
                outcome: 'failed',
                reason,
              }),
            )
            .catch((recordErr: unknown) => {
              if (isDatabaseUnavailable(recordErr)) throw recordErr;
            });
        }
      }
    }
  };
}
