/**
 * Cache keys of the group screens. Everything sits under the account's 'groups' prefix (never under the tracker
 * lists' 'device-list' prefix, whose entries the socket controller rewrites as plain tracker arrays), so one
 * invalidation after a change reloads every group screen.
 */
export const groupKeys = {
  all: (accountId: number) => ['accounts', accountId, 'groups'] as const,
  list: (accountId: number, params: { query: string; page: number }) =>
    ['accounts', accountId, 'groups', 'list', params] as const,
  one: (accountId: number, groupId: number) => ['accounts', accountId, 'groups', 'one', groupId] as const,
  trackers: (accountId: number, groupId: number, page: number) =>
    ['accounts', accountId, 'groups', 'one', groupId, 'trackers', page] as const,
  pickerPage: (accountId: number, params: { search: string; page: number; statuses: readonly string[] }) =>
    ['accounts', accountId, 'groups', 'picker', params] as const,
  chosenTracker: (accountId: number, deviceId: number) =>
    ['accounts', accountId, 'groups', 'chosen-tracker', deviceId] as const,
};
