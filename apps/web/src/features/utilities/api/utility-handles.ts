/**
 * Failures a utility form says itself, under the form, instead of the app's shared reaction: a bad input (400,
 * 422), what the account does not allow (403, e.g. custom commands: the page itself is for internal admins only,
 * which the route guard checks), a tracker, account or SIM that does not exist (404: not a missing page), a state
 * that refuses the change (409), an action not built yet (501), a carrier that refused or could not be reached
 * (502, 503).
 */
export const UTILITY_HANDLES = [400, 403, 404, 409, 422, 429, 501, 502, 503] as const;
