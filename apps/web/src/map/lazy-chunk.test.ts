import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazy-chunk.ts';

describe('lazyChunk', () => {
  it('downloads a chunk once for the preload and the component alike', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'map' }));
    const chunk = lazyChunk(load);
    const [first, second] = await Promise.all([chunk(), chunk()]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next visit', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('map');
    const chunk = lazyChunk(load);
    await expect(chunk()).rejects.toThrow('offline');
    await expect(chunk()).resolves.toBe('map');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
