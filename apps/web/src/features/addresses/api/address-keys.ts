/** Cache keys of the Addresses tab: one list per account, reloaded after every change. */
export const addressKeys = {
  all: (accountId: number) => ['accounts', accountId, 'addresses'] as const,
};

/**
 * Statuses an address call turns into the tab's own message (the server's) instead of the shared reaction: a
 * refused change must not leave the tab for the Forbidden or Not Found page.
 */
export const ADDRESS_WRITE_HANDLES = [400, 403, 404, 409, 422] as const;
