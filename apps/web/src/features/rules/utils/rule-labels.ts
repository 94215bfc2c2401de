import type { RuleActionType, RuleConditionType, RuleEventType, RuleRunOutcome } from '@lodestar/contracts';

/** What the builder calls each condition type, event type, action type and run outcome. */
export const CONDITION_TYPE_LABELS: Record<RuleConditionType, string> = {
  tracker_list: 'Trackers',
  tracker_name: 'Tracker name',
  message_content: 'Message content',
  geofence: 'Geofence',
  event_type: 'Event type',
};

export const EVENT_TYPE_LABELS: Record<RuleEventType, string> = {
  'geofence-enter': 'Geofence enter',
  'geofence-exit': 'Geofence exit',
  'low-battery': 'Low battery',
  'tamper-alert': 'Tamper alert',
  'shipment-begin': 'Shipment begin',
  'shipment-end': 'Shipment end',
  'shipment-late': 'Shipment late',
  'shipment-notify': 'Shipment notify',
  'dwell-exceeded': 'Dwell exceeded',
  'assets-below-min': 'Assets below minimum',
  'assets-above-max': 'Assets above maximum',
};

export const MESSAGE_CONTENT_LABELS = {
  position: 'Position',
  'alarms.disassemble': 'Tamper alarm (alarms.disassemble)',
};

export const ACTION_TYPE_LABELS: Record<RuleActionType, string> = {
  send_command_to_tracker: 'Send command to tracker',
  send_webhook: 'Send webhook',
  send_text_message: 'Send text message',
  send_email: 'Send e-mail',
};

export const OUTCOME_LABELS: Record<RuleRunOutcome, string> = {
  fired: 'Fired',
  throttled: 'Throttled',
  failed: 'Failed',
  skipped: 'Skipped',
};

export const OUTCOME_COLORS: Record<RuleRunOutcome, string> = {
  fired: 'green',
  throttled: 'yellow',
  failed: 'red',
  skipped: 'gray',
};

/** Select data of a label map. */
export const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
