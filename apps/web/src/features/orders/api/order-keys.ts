/**
 * Cache keys of the order screens. The account's orders live under its 'orders' prefix, so a payment or a new
 * order reloads the list; one order and its subscriptions under 'orders'; the approve page apart, under the uuid;
 * the internal admin's under 'admin-orders'.
 */
export const orderKeys = {
  lists: (accountId: number) => ['accounts', accountId, 'orders'] as const,
  list: (accountId: number, page: number, perPage: number) =>
    ['accounts', accountId, 'orders', { page, perPage }] as const,
  one: (id: number) => ['orders', id] as const,
  subscriptions: (id: number) => ['orders', id, 'subscriptions'] as const,
  public: (uuid: string) => ['public-orders', uuid] as const,
  admin: {
    all: ['admin-orders'] as const,
    list: (params: object) => ['admin-orders', 'list', params] as const,
    one: (id: number) => ['admin-orders', 'one', id] as const,
    products: ['admin-products'] as const,
    addresses: (accountId: number) => ['admin-orders', 'addresses', accountId] as const,
  },
};
