/**
 * A loader for a lazily imported chunk that downloads it once, whoever asks first (a route preload or the
 * component), and forgets a failed download (e.g. offline) so the next visit tries again.
 */
export function lazyChunk<T>(load: () => Promise<T>): () => Promise<T> {
  let chunk: Promise<T> | undefined;
  return () =>
    (chunk ??= load().catch((error: unknown) => {
      chunk = undefined;
      throw error;
    }));
}
