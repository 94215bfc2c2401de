/** Cache keys of the tracker details screen; everything of one tracker sits under its `['devices', id]` prefix. */
export const trackerDetailsKeys = {
  /** Every cached details answer of the tracker, whichever route (account or direct) loaded it. */
  allDetails: (deviceId: number) => ['devices', deviceId, 'details'] as const,
  details: (accountId: number | null, deviceId: number) =>
    ['devices', deviceId, 'details', { accountId }] as const,
  triggers: (deviceId: number) => ['devices', deviceId, 'triggers'] as const,
  commands: (deviceId: number) => ['devices', deviceId, 'commands'] as const,
  dialogs: (deviceId: number) => ['devices', deviceId, 'dialogs'] as const,
  allEvents: (deviceId: number) => ['devices', deviceId, 'events'] as const,
  events: (deviceId: number, page: number, range: EventRange) =>
    ['devices', deviceId, 'events', { page, ...range }] as const,
  accountUsers: (accountId: number) => ['accounts', accountId, 'users'] as const,
  account: (accountId: number) => ['accounts', accountId, 'account'] as const,
};

/** The history period the events list follows, when the user chose one (ISO instants). */
export interface EventRange {
  date_from?: string;
  date_to?: string;
}
