/** Cache keys of the rule screens, under the account's 'rules' prefix: one invalidation after a write reloads them. */
export const ruleKeys = {
  all: (accountId: number) => ['accounts', accountId, 'rules'] as const,
  lists: (accountId: number) => ['accounts', accountId, 'rules', 'list'] as const,
  list: (accountId: number, page: number) => ['accounts', accountId, 'rules', 'list', page] as const,
  one: (accountId: number, id: number) => ['accounts', accountId, 'rules', 'one', id] as const,
  runs: (accountId: number, id: number, page: number) =>
    ['accounts', accountId, 'rules', 'runs', id, page] as const,
};
