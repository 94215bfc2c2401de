/**
 * The SIM replacement banner (spec 3 §2.10): 'Replace Now' for the account's trackers due a new SIM, opening the
 * replacement dialog (§2.11). Placeholder: lands next.
 */
export function SimReplacementBanner() {
  return null;
}
