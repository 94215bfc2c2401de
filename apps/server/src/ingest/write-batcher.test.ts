import { describe, expect, it, vi } from 'vitest';
import { WriteBatcher } from './write-batcher.ts';

const ONE_WRITER = { writers: 1, overlapFrom: 1 };

function recorder(delayMs = 0) {
  const batches: number[][] = [];
  const batcher = new WriteBatcher<number, string>(
    async (items) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, delayMs));
      return items.map((i) => `stored ${i}`);
    },
    { maxBatch: 3, delayMs: 5, ...ONE_WRITER },
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
      { maxBatch: 10, delayMs: 1, ...ONE_WRITER },
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
      { maxBatch: 10, delayMs: 1, ...ONE_WRITER },
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

  describe('with two writers', () => {
    /** A write that finishes when the test says so; `writes` lists each write's items in start order. */
    function gated(overlapFrom: number, keyOf?: (item: string) => unknown) {
      const writes: string[][] = [];
      const finish: (() => void)[] = [];
      const batcher = new WriteBatcher<string, string>(
        (items) => {
          writes.push(items);
          return new Promise((resolve) => finish.push(() => resolve(items.map((i) => `stored ${i}`))));
        },
        { maxBatch: 10, delayMs: 1, writers: 2, overlapFrom },
        keyOf,
      );
      return { batcher, writes, finish };
    }
    const tick = () => new Promise((r) => setTimeout(r, 5));

    it('starts a second write while the first runs once enough rows wait, and answers each caller', async () => {
      const { batcher, writes, finish } = gated(2);
      const first = batcher.add('a');
      await tick();
      const more = ['b', 'c'].map((i) => batcher.add(i));
      await tick();
      expect(writes).toEqual([['a'], ['b', 'c']]);
      finish[1]!();
      await expect(Promise.all(more)).resolves.toEqual(['stored b', 'stored c']);
      finish[0]!();
      await expect(first).resolves.toBe('stored a');
    });

    it('keeps fewer rows than overlapFrom waiting until a write finishes', async () => {
      const { batcher, writes, finish } = gated(3);
      const all = [batcher.add('a')];
      await tick();
      all.push(batcher.add('b'), batcher.add('c'));
      await tick();
      expect(writes).toEqual([['a']]);
      finish[0]!();
      await tick();
      expect(writes).toEqual([['a'], ['b', 'c']]);
      finish[1]!();
      await expect(Promise.all(all)).resolves.toHaveLength(3);
    });

    it("never writes one key's items in two writes at once: they wait, in order, for the running write", async () => {
      // items are 'tracker:report'; the key is the tracker
      const { batcher, writes, finish } = gated(1, (item) => item.split(':')[0]);
      const all = [batcher.add('t1:1')];
      await tick();
      all.push(batcher.add('t1:2'), batcher.add('t2:1'), batcher.add('t1:3'));
      await tick();
      expect(writes).toEqual([['t1:1'], ['t2:1']]);
      finish[0]!();
      await tick();
      expect(writes[2]).toEqual(['t1:2', 't1:3']);
      finish[1]!();
      finish[2]!();
      await expect(Promise.all(all)).resolves.toEqual([
        'stored t1:1',
        'stored t1:2',
        'stored t2:1',
        'stored t1:3',
      ]);
    });

    it('drain waits for every running write and what waits behind them', async () => {
      const { batcher, writes, finish } = gated(1, () => 'same');
      const all = [batcher.add('a')];
      await tick();
      all.push(batcher.add('b'));
      let drained = false;
      const draining = batcher.drain().then(() => (drained = true));
      await tick();
      expect(drained).toBe(false);
      finish[0]!();
      await tick();
      expect(writes).toEqual([['a'], ['b']]);
      expect(drained).toBe(false);
      finish[1]!();
      await draining;
      await expect(Promise.all(all)).resolves.toEqual(['stored a', 'stored b']);
    });
  });

  describe('a write that fails for one of its items', () => {
    class Poisoned extends Error {}
    class DatabaseAway extends Error {}

    /** A writer that refuses any write holding a 'bad' item, recording every write it was given. */
    function poisonable(keyOf: (item: string) => unknown = (item) => item) {
      const writes: string[][] = [];
      let away = false;
      const batcher = new WriteBatcher<string, string>(
        async (items) => {
          writes.push(items);
          await new Promise((r) => setTimeout(r, 2));
          if (away) throw new DatabaseAway('connection terminated');
          if (items.some((i) => i.includes('bad'))) throw new Poisoned(`refused ${items.join(' ')}`);
          return items.map((i) => `stored ${i}`);
        },
        { maxBatch: 100, delayMs: 1, ...ONE_WRITER, splitWhen: (error) => error instanceof Poisoned },
        keyOf,
      );
      return { batcher, writes, goAway: () => (away = true) };
    }

    it('stores the good items of the write and fails only the bad one', async () => {
      const { batcher } = poisonable();
      const items = ['a', 'b', 'bad1', 'c', 'd', 'e', 'bad2', 'f'];
      const results = await Promise.allSettled(items.map((i) => batcher.add(i)));
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual([
        'stored a',
        'stored b',
        'refused',
        'stored c',
        'stored d',
        'stored e',
        'refused',
        'stored f',
      ]);
      const refused = results[2] as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(Poisoned);
    });

    it("writes a key's items apart in the order they arrived, and holds the key until all are written", async () => {
      // items are 'tracker:report'; the key is the tracker
      const { batcher, writes } = poisonable((item) => item.split(':')[0]);
      const first = Promise.allSettled(
        ['t1:1', 't2:1', 't1:2-bad', 't2:2', 't1:3', 't1:4'].map((i) => batcher.add(i)),
      );
      await vi.waitFor(() => expect(writes.length).toBeGreaterThan(1));
      // arrives while the split is running: must not overtake t1's earlier reports
      const later = batcher.add('t1:5');
      await first;
      await later;
      const t1Stored = writes
        .filter((w) => !w.some((i) => i.includes('bad')))
        .flat()
        .filter((i) => i.startsWith('t1:'));
      expect(t1Stored).toEqual(['t1:1', 't1:3', 't1:4', 't1:5']);
      await expect(later).resolves.toBe('stored t1:5');
    });

    it('stops splitting when the database goes away meanwhile: the rest of the write fails without more tries', async () => {
      const writes: string[][] = [];
      // the first write is refused for its bad item; the database is away from then on
      const batcher = new WriteBatcher<string, string>(
        async (items) => {
          writes.push(items);
          if (writes.length === 1) throw new Poisoned('refused');
          throw new DatabaseAway('connection terminated');
        },
        { maxBatch: 100, delayMs: 1, ...ONE_WRITER, splitWhen: (error) => error instanceof Poisoned },
      );
      const results = await Promise.allSettled(['a', 'b', 'bad', 'c'].map((i) => batcher.add(i)));
      expect(results.every((r) => r.status === 'rejected' && r.reason instanceof DatabaseAway)).toBe(true);
      // the whole write, then its first half: the second half is not tried against a database that is away
      expect(writes).toEqual([
        ['a', 'b', 'bad', 'c'],
        ['a', 'b'],
      ]);
    });

    it('does not split a write that failed because the database is away: every caller gets the error at once', async () => {
      const { batcher, writes, goAway } = poisonable();
      goAway();
      const results = await Promise.allSettled(['a', 'b', 'bad', 'c'].map((i) => batcher.add(i)));
      expect(results.every((r) => r.status === 'rejected' && r.reason instanceof DatabaseAway)).toBe(true);
      expect(writes).toHaveLength(1);
    });
  });
});
