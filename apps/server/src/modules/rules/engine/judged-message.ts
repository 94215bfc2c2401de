import type { RuleMessage } from '@lodestar/domain';

/** A message a rule matched, with what its firing needs to find the rest (firing-details.repository.ts). */
export interface JudgedMessage {
  accountId: number;
  deviceId: number;
  message: RuleMessage;
  positionId: number | null;
  eventId: number | null;
  /** When the fix was taken or the event happened. */
  time: Date;
  /** Events: the stored type and its sentence; the geofence of a geofence event. */
  eventType?: string;
  description?: string;
  geofenceId?: number | null;
}
