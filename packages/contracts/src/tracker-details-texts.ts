/**
 * Texts of the tracker details screen that no API contract carries (spec 1 §2.6, §8). The command, SLA, access
 * and event texts live with their calls: COMMAND_TEXTS, TRACKER_SETTINGS_TEXTS, TRACKER_EVENT_TEXTS.
 */
export const TRACKER_DETAILS_TEXTS = {
  backToTrackers: 'Back to trackers',
  backToGroups: 'Back to groups',
  backToGroup: 'Back to group',
  noPositions: 'This tracker has no reported positions',
  loadFailed: 'The tracker could not be loaded',
  missedLastUpdate: 'This tracker missed its last update',
  notReported: 'Not reported',
  cannotSave: 'Cannot save, please try again',
  noSubscription: 'No subscription',
  noNote: 'No note',
  slaBlankDisables: 'Temperatures in °F, humidity in %. Leave a field blank to turn that SLA off.',
  slaMinAboveMax: 'The minimum must not be above the maximum',
  noCommands: 'No commands for this tracker',
  noMessages: 'No messages yet',
  messagesFailed: 'Cannot load messages',
  commandsFailed: 'Cannot load commands',
  customCommand: 'Custom command',
  accessIntro: 'Account admins always see this tracker. These users see it as well:',
  accessNobody: 'Only account admins and users with access to all trackers see this tracker',
  accessNoCandidates: 'There are no users with specific trackers in this account',
} as const;

/** The alarm names of the Info section, in the order they are listed (spec 1 §2.6). */
export const ALARM_TEXTS = {
  lowBattery: 'Low battery',
  charging: 'Charging',
  sos: 'SOS',
  speeding: 'Speeding',
  none: 'None',
} as const;

/** Section headings of the details screen, in the spec's order (spec 1 §2.6). */
export const TRACKER_SECTION_TITLES = {
  info: 'Info',
  slas: 'Temperature and Humidity SLAs',
  notes: 'Notes',
  subscription: 'Subscription',
  commands: 'Commands',
  events: 'Events',
  access: 'Access',
} as const;

/** How often the message history reloads while a command waits for the tracker (our choice; spec: none). */
export const COMMAND_POLL_INTERVAL = 3_000;
