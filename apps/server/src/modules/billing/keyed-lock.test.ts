import { describe, expect, it } from 'vitest';
import { KeyedLock } from './keyed-lock.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedLock', () => {
  it('runs tasks of one key one after another, and of other keys alongside', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} starts`);
      await tick();
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([
      lock.run('a', task('a1')),
      lock.run('a', task('a2')),
      lock.run('b', task('b1')),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a2 starts')).toBeGreaterThan(log.indexOf('a1 ends'));
    expect(log.indexOf('b1 starts')).toBeLessThan(log.indexOf('a1 ends'));
  });

  it('goes on with the next task after one fails', async () => {
    const lock = new KeyedLock();
    const failed = lock.run('a', async () => {
      throw new Error('declined');
    });
    const next = lock.run('a', async () => 'paid');
    await expect(failed).rejects.toThrow('declined');
    await expect(next).resolves.toBe('paid');
  });
});
