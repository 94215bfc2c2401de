/**
 * Spec 3 §5: only one payment submission at a time. Wraps a task so that a call while one is running does
 * nothing (answers undefined) instead of starting a second: two fast clicks, Enter and a click, make one request.
 * The disabled button says the same to the user; this holds even before React has re-rendered it.
 */
export function singleFlight() {
  let running = false;
  return {
    get running() {
      return running;
    },
    async run<T>(task: () => Promise<T>): Promise<T | undefined> {
      if (running) return undefined;
      running = true;
      try {
        return await task();
      } finally {
        running = false;
      }
    },
  };
}
