import { describe, expect, it } from 'vitest';
import { FixGathering } from './fix-gathering.ts';
import type { LocalPositions } from './position-bus.ts';

const batch = (accountId: number) => [{ accountId, fixes: [] }] as unknown as LocalPositions[];
const outage = () => Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });

describe('the gathering in front of a per-fix detector', () => {
  it('hands the batches that arrive during one wait to one pass', async () => {
    const passes: number[][] = [];
    const gathering = new FixGathering(50, {
      handle: async (batches) => void passes.push(batches.map((b) => b.accountId)),
      failed: () => {},
    });
    gathering.add(batch(1));
    gathering.add(batch(2));
    gathering.add(batch(3));
    await gathering.idle();
    expect(passes).toEqual([[1, 2, 3]]);
  });

  it('hands the fixes back while the database is away, and drops them after any other failure', async () => {
    const seen: string[] = [];
    let outages = 1;
    const gathering = new FixGathering(1, {
      handle: async (batches) => {
        if (batches[0]!.accountId === 1 && outages-- > 0) throw outage();
        if (batches[0]!.accountId === 2) throw new Error('a bug');
        seen.push(`handled ${batches[0]!.accountId}`);
      },
      failed: (err, batches, again) => seen.push(`${again ? 'again' : 'dropped'} ${batches[0]!.accountId}`),
    });
    gathering.add(batch(1));
    await gathering.idle();
    gathering.add(batch(2));
    await gathering.idle();
    expect(seen).toEqual(['again 1', 'handled 1', 'dropped 2']);
  });

  it('stops waiting out an outage once closing, so a shutdown is not held up', async () => {
    const seen: boolean[] = [];
    const gathering = new FixGathering(10_000, {
      handle: async () => {
        throw outage();
      },
      failed: (_err, _batches, again) => seen.push(again),
    });
    gathering.add(batch(1));
    await gathering.close();
    expect(seen).toEqual([false]);
    expect(gathering.closing).toBe(true);
  });
});
