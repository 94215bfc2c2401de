/**
 * Failures the order form says itself (the server's message beside the form) instead of the app's shared
 * reaction: a bad draft (400, 422), an order that is no longer a draft (409), an account or order gone (404).
 */
export const ADMIN_WRITE_HANDLES = [400, 404, 409, 422] as const;
