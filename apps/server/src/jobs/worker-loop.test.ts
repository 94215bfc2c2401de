import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerLoop, type WorkerLoopOptions } from './worker-loop.ts';

const outage = () => Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });

/** A promise with its resolver outside, to hold a pass open. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Resolves once `check` holds, looking after every turn of the event loop (no fixed sleeps). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

/** A loop whose passes are recorded; `failed` records too. */
function recorded<T>(opts: Partial<WorkerLoopOptions<T>> & Pick<WorkerLoopOptions<T>, 'pass'>) {
  const failures: { err: unknown; items: T[]; again: boolean }[] = [];
  const loop = new WorkerLoop<T>({
    failed: (err, items, again) => failures.push({ err, items, again }),
    ...opts,
  });
  return { loop, failures };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the worker loop: items and gathering', () => {
  it('hands the items that arrive during one gathering wait to one pass', async () => {
    const passes: number[][] = [];
    const { loop } = recorded<number>({ gatherMs: 60_000, pass: async (items) => void passes.push(items) });
    loop.add([1]);
    loop.add([2, 3]);
    loop.add([]);
    await loop.idle();
    expect(passes).toEqual([[1, 2, 3]]);
  });

  it('waits the gathering time before a pass when nobody is waiting for it', async () => {
    vi.useFakeTimers();
    const passes: number[][] = [];
    const { loop } = recorded<number>({ gatherMs: 200, pass: async (items) => void passes.push(items) });
    loop.add([1]);
    await vi.advanceTimersByTimeAsync(199);
    loop.add([2]);
    expect(passes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toEqual([[1, 2]]);
  });

  it('runs items handed in during a pass in the next one, in order', async () => {
    const passes: number[][] = [];
    const first = gate();
    const { loop } = recorded<number>({
      pass: async (items) => {
        passes.push(items);
        if (items[0] === 1) await first.opened;
      },
    });
    loop.add([1]);
    await until(() => passes.length === 1);
    loop.add([2]);
    loop.add([3]);
    first.open();
    await loop.idle();
    expect(passes).toEqual([[1], [2, 3]]);
  });

  it('runs one pass at a time', async () => {
    let inside = 0;
    let most = 0;
    const { loop } = recorded<number>({
      pass: async () => {
        most = Math.max(most, ++inside);
        await new Promise((resolve) => setImmediate(resolve));
        inside--;
      },
    });
    for (let i = 0; i < 20; i++) {
      loop.add([i]);
      loop.kick();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await loop.idle();
    expect(most).toBe(1);
  });
});

describe('the worker loop: failures', () => {
  it('hands the items back while the database is away, and drops them after any other failure', async () => {
    const seen: string[] = [];
    let outages = 1;
    const loop = new WorkerLoop<number>({
      gatherMs: 1,
      pass: async ([first]) => {
        if (first === 1 && outages-- > 0) throw outage();
        if (first === 2) throw new Error('a bug');
        seen.push(`handled ${first}`);
      },
      failed: (_err, items, again) => seen.push(`${again ? 'again' : 'dropped'} ${items[0]}`),
    });
    loop.add([1]);
    await loop.idle();
    loop.add([2]);
    await loop.idle();
    loop.add([3]);
    await loop.idle();
    expect(seen).toEqual(['again 1', 'handled 1', 'dropped 2', 'handled 3']);
  });

  it('waits out an outage with growing waits, 250 ms doubling to at most 5 s', async () => {
    vi.useFakeTimers();
    let failing = 7;
    const tries: number[] = [];
    const { loop, failures } = recorded<number>({
      pass: async () => {
        tries.push(Date.now());
        if (failing-- > 0) throw outage();
      },
    });
    const start = Date.now();
    loop.add([1]);
    await vi.advanceTimersByTimeAsync(17_750);
    expect(tries.map((t) => t - start)).toEqual([0, 250, 750, 1750, 3750, 7750, 12_750, 17_750]);
    expect(failures.map((f) => [f.items, f.again])).toEqual(Array(7).fill([[1], true]));
    // the last try succeeded: nothing is left to wait for (with the clock stopped, a further wait would hang here)
    await loop.idle();
  });

  it('starts from the shortest wait again after a pass succeeded', async () => {
    vi.useFakeTimers();
    const script = ['fail', 'fail', 'succeed and hand in more', 'fail', 'succeed'];
    const tries: number[] = [];
    const { loop } = recorded<number>({
      pass: async () => {
        tries.push(Date.now());
        const step = script.shift();
        if (step === 'fail') throw outage();
        if (step === 'succeed and hand in more') loop.add([2]);
      },
    });
    const start = Date.now();
    loop.add([1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tries.map((t) => t - start)).toEqual([0, 250, 750, 750, 1000]);
  });

  it('keeps items that arrive during an outage for the retried pass, after the ones it holds', async () => {
    const passes: number[][] = [];
    let failing = 1;
    const { loop } = recorded<number>({
      pass: async (items) => {
        passes.push(items);
        if (failing-- > 0) throw outage();
      },
    });
    loop.add([1]);
    await until(() => passes.length === 1);
    loop.add([2]);
    await loop.idle();
    expect(passes).toEqual([[1], [1, 2]]);
  });

  it('sees an outage through a wrapped error, as Drizzle wraps it', async () => {
    let failing = 1;
    const { loop, failures } = recorded<number>({
      pass: async () => {
        if (failing-- > 0) throw new Error('Failed query', { cause: outage() });
      },
    });
    loop.add([1]);
    await loop.idle();
    expect(failures.map((f) => f.again)).toEqual([true]);
  });
});

describe('the worker loop: kicks and polling', () => {
  it('runs a pass per kick, and one more after a pass for all the kicks made during it', async () => {
    let passes = 0;
    const held = gate();
    const { loop } = recorded({
      pass: async () => {
        passes++;
        if (passes === 1) await held.opened;
      },
    });
    loop.kick();
    await until(() => passes === 1);
    loop.kick();
    loop.kick();
    loop.kick();
    held.open();
    await loop.idle();
    expect(passes).toBe(2);
  });

  it('follows a pass that found more at once, until one finds no more', async () => {
    const left = [3, 2, 1, 0];
    const { loop } = recorded({ gatherMs: 60_000, pass: async () => left.shift()! > 0 });
    loop.kick();
    await loop.idle();
    expect(left).toEqual([]);
  });

  it('ignores kicks until started when it starts stopped, then polls', async () => {
    vi.useFakeTimers();
    let passes = 0;
    const { loop } = recorded({ pollMs: 2000, startStopped: true, pass: async () => void passes++ });
    loop.kick();
    await loop.idle();
    expect(passes).toBe(0);
    await loop.start();
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(passes).toBe(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(passes).toBe(4);
    await loop.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    loop.kick();
    await loop.idle();
    expect(passes).toBe(4);
  });

  it('start resolves after its first pass also when that pass fails, and the outage is still retried', async () => {
    let failing = 1;
    let passes = 0;
    const { loop, failures } = recorded({
      pass: async () => {
        passes++;
        if (failing-- > 0) throw outage();
      },
    });
    await loop.start();
    expect(failures.map((f) => f.again)).toEqual([true]);
    await loop.idle();
    expect(passes).toBe(2);
    await loop.stop();
  });

  it('a failure other than an outage is handed over, and the next kick runs a pass again', async () => {
    let failing = 1;
    let passes = 0;
    const { loop, failures } = recorded({
      pass: async () => {
        passes++;
        if (failing-- > 0) throw new Error('a bug');
      },
    });
    loop.kick();
    await loop.idle();
    loop.kick();
    await loop.idle();
    expect(passes).toBe(2);
    expect(failures.map((f) => [(f.err as Error).message, f.again])).toEqual([['a bug', false]]);
  });
});

describe('the worker loop: stopping', () => {
  it('passes what is queued at once on stop, without gathering, and does not wait out an outage', async () => {
    const { loop, failures } = recorded<number>({
      gatherMs: 60_000,
      pass: async () => {
        throw outage();
      },
    });
    loop.add([1]);
    await loop.stop();
    expect(failures.map((f) => [f.items, f.again])).toEqual([[[1], false]]);
    expect(loop.stopping).toBe(true);
  });

  it('ends an outage wait on stop: a kicked pass is not tried again, queued items get one last pass', async () => {
    vi.useFakeTimers();
    const tries: string[] = [];
    const { loop, failures } = recorded<number>({
      pass: async (items) => {
        tries.push(items.length ? `items ${items.join()}` : 'kick');
        throw outage();
      },
    });
    loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    const at = Date.now();
    await loop.stop();
    expect(Date.now()).toBe(at);
    expect(tries).toEqual(['kick']);

    const queued = recorded<number>({
      pass: async (items) => {
        tries.push(`items ${items.join()}`);
        throw outage();
      },
    });
    queued.loop.add([7]);
    await vi.advanceTimersByTimeAsync(0);
    await queued.loop.stop();
    expect(Date.now()).toBe(at);
    expect(tries).toEqual(['kick', 'items 7', 'items 7']);
    expect(queued.failures.map((f) => f.again)).toEqual([true, false]);
    expect(failures.map((f) => f.again)).toEqual([true]);
  });

  it('lets a running pass finish, and still passes items handed in after stop', async () => {
    const passes: number[][] = [];
    const held = gate();
    const { loop } = recorded<number>({
      pass: async (items) => {
        passes.push(items);
        if (items[0] === 1) await held.opened;
      },
    });
    loop.add([1]);
    await until(() => passes.length === 1);
    const stopped = loop.stop();
    held.open();
    await stopped;
    loop.add([2]);
    await loop.idle();
    expect(passes).toEqual([[1], [2]]);
  });

  it('ends a pass that found more early when stopping', async () => {
    let passes = 0;
    let stopping: Promise<void> | null = null;
    const { loop } = recorded({
      pass: async () => {
        passes++;
        stopping ??= loop.stop();
        return true;
      },
    });
    loop.kick();
    await until(() => stopping !== null);
    await stopping;
    expect(passes).toBe(1);
  });
});

describe('the worker loop: drain (tests)', () => {
  it('runs passes now, even while stopped, until one finds no more', async () => {
    const left = [2, 1, 0];
    let passes = 0;
    const { loop } = recorded({
      startStopped: true,
      pass: async () => {
        passes++;
        return left.shift()! > 0;
      },
    });
    await loop.drain();
    expect(passes).toBe(3);
  });

  it('waits for the running pass first, and never runs two at once', async () => {
    let inside = 0;
    let most = 0;
    const order: string[] = [];
    const held = gate();
    const { loop } = recorded({
      pass: async () => {
        most = Math.max(most, ++inside);
        order.push('pass');
        if (order.length === 1) await held.opened;
        inside--;
      },
    });
    loop.kick();
    await until(() => order.length === 1);
    const drains = [loop.drain(), loop.drain()];
    loop.kick();
    held.open();
    await Promise.all(drains);
    await loop.idle();
    expect(most).toBe(1);
    expect(order.length).toBeGreaterThanOrEqual(3);
  });

  it('throws the failure of its pass to the caller instead of retrying; items handed in meanwhile are passed after', async () => {
    const passes: number[][] = [];
    const { loop, failures } = recorded<number>({
      pass: async (items) => {
        passes.push(items);
        if (passes.length === 1) {
          loop.add([2]);
          throw outage();
        }
      },
    });
    await expect(loop.drain()).rejects.toThrow('connection refused');
    await loop.idle();
    expect(passes).toEqual([[], [2]]);
    expect(failures).toEqual([]);
  });
});
