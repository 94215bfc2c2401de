/**
 * Cache keys of the SIM replacement calls. The lists sit under one prefix per account, so a finished swap reloads
 * the banner's trackers and the dialog's SIMs with one invalidation (spec 3 §4).
 */
export const simReplacementKeys = {
  all: (accountId: number) => ['accounts', accountId, 'sim-replacement'] as const,
  devices: (accountId: number) => ['accounts', accountId, 'sim-replacement', 'devices'] as const,
  iccids: (accountId: number) => ['accounts', accountId, 'sim-replacement', 'iccids'] as const,
  swap: (accountId: number, swapId: number) => ['accounts', accountId, 'sim-swaps', swapId] as const,
};

/**
 * Statuses the banner and the dialog answer themselves (spec 3 §8: a SIM replacement failure shows the error
 * panel; a banner that cannot load simply stays hidden) rather than leaving for the Forbidden or Not Found page.
 * 401 still signs out. 503 is here too: the server answers it when the carrier cannot be reached, which the
 * database notice would misname.
 */
export const SIM_CALL_HANDLES = [400, 403, 404, 409, 422, 500, 502, 503, 504] as const;

/** How often the dialog asks whether the tracker has reported with its new SIM. */
export const SWAP_POLL_MS = 3_000;
