/** Refusals the Users tab's dialogs show themselves (server message or the spec's fallback), not as error pages. */
export const USER_WRITE_HANDLES = [403, 404, 410, 422, 429] as const;
