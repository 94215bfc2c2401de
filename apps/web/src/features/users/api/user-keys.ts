/** Cache keys of the Users tab: everything under the account's 'users' prefix, so one invalidation reloads it. */
export const userKeys = {
  all: (accountId: number) => ['accounts', accountId, 'users'] as const,
  list: (accountId: number, params: { query: string; page: number; perPage: number }) =>
    ['accounts', accountId, 'users', 'list', params] as const,
  memberDevices: (accountId: number, userId: number) =>
    ['accounts', accountId, 'users', 'devices', userId] as const,
  invitations: (accountId: number) => ['accounts', accountId, 'users', 'invitations'] as const,
  picker: (accountId: number, search: string) => ['accounts', accountId, 'users', 'picker', search] as const,
  invitation: (token: string) => ['invitation', token] as const,
};
