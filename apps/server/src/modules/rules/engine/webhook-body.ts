import { ruleEventTypeOf } from '@lodestar/domain';
import type { FiringDetails } from './firing-details.repository.ts';
import type { JudgedMessage } from './judged-message.ts';

/**
 * The JSON a send_webhook action POSTs (docs/decisions/0051, docs/webhooks.md): which rule fired (and its run, to
 * match the rule screen), the tracker, the event or the fix, the geofence of a geofence event, when it fired.
 * `position.speed` is in metres per second, `battery` in percent; times are ISO 8601 in UTC.
 */
export interface RuleWebhookBody {
  rule: { id: number; name: string };
  run_id: number;
  fired_at: string;
  tracker: { id: number; name: string; serial: string };
  event: { id: number; type: string; description: string; time: string } | null;
  position: {
    id: number;
    time: string;
    lat: number;
    lng: number;
    speed: number | null;
    battery: number | null;
  } | null;
  geofence: { id: number; name: string } | null;
}

export function ruleWebhookBody(
  rule: { id: number; name: string },
  runId: number,
  m: JudgedMessage,
  d: FiringDetails,
  firedAt: Date,
): RuleWebhookBody {
  const event =
    m.eventId !== null && m.eventType
      ? {
          id: m.eventId,
          type: ruleEventTypeOf(m.eventType) ?? m.eventType,
          description: m.description ?? '',
          time: m.time.toISOString(),
        }
      : null;
  const position =
    m.positionId !== null && d.latitude !== null && d.longitude !== null
      ? {
          id: m.positionId,
          time: (d.fixTime ?? m.time).toISOString(),
          lat: d.latitude,
          lng: d.longitude,
          speed: d.speed,
          battery: d.battery,
        }
      : null;
  return {
    rule: { id: rule.id, name: rule.name },
    run_id: runId,
    fired_at: firedAt.toISOString(),
    tracker: { id: m.deviceId, name: d.trackerName, serial: d.serial },
    event,
    position,
    geofence: m.geofenceId && d.geofenceName !== null ? { id: m.geofenceId, name: d.geofenceName } : null,
  };
}
