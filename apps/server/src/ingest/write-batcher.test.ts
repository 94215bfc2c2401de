import { describe, expect, it } from 'vitest';
import { WriteBatcher } from './write-batcher.ts';

function recorder(delayMs = 0) {
  const batches: number[][] = [];
  const batcher = new WriteBatcher<number, string>(
    async (items) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, delayMs));
      return items.map((i) => `stored ${i}`);
    },
    { maxBatch: 3, delayMs: 5 },
  );
  return { batcher, batches };
}

describe('WriteBatcher', () => {
  it('writes items from concurrent callers together and answers each its own result', async () => {
    const { batcher, batches } = recorder();
    const results = await Promise.all([batcher.add(1), batcher.add(2)]);
    expect(results).toEqual(['stored 1', 'stored 2']);
    expect(batches).toEqual([[1, 2]]);
  });

  it('caps a batch at maxBatch and writes what arrived meanwhile in the next one', async () => {
    const { batcher, batches } = recorder(10);
    const all = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((i) => batcher.add(i)));
    expect(all).toHaveLength(7);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('settles a caller only after the write that carried its item finished', async () => {
    let finish: () => void = () => {};
    const batcher = new WriteBatcher<number, number>(
      (items) => new Promise((resolve) => (finish = () => resolve(items))),
      { maxBatch: 10, delayMs: 1 },
    );
    let settled = false;
    const pending = batcher.add(1).then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    finish();
    await pending;
    expect(settled).toBe(true);
  });

  it('rejects every caller of a failed write, and keeps working afterwards', async () => {
    let fail = true;
    const batcher = new WriteBatcher<number, number>(
      async (items) => {
        if (fail) throw new Error('database gone');
        return items;
      },
      { maxBatch: 10, delayMs: 1 },
    );
    const results = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(batcher.add(3)).resolves.toBe(3);
  });

  it('drain writes what is waiting at once', async () => {
    const { batcher, batches } = recorder();
    const pending = batcher.add(9);
    await batcher.drain();
    expect(batches).toEqual([[9]]);
    await pending;
  });
});
