import { SIM_REPLACEMENT } from '@lodestar/contracts';

/**
 * The Swap SIM button's wait (spec 3 §9: it shows loading for 3 s before it confirms), ended early by `signal`
 * when the dialog closes, so a closed dialog never sends the swap.
 */
export function swapButtonWait(
  signal: AbortSignal,
  ms: number = SIM_REPLACEMENT.swapButtonWait,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
