import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublicSwitchSaver } from './public-switch-saver.ts';

const DELAY = 600;

function setUp(save: (value: boolean) => Promise<unknown> = () => Promise.resolve()) {
  const shown: boolean[] = [];
  const failures: unknown[] = [];
  const saveSpy = vi.fn(save);
  const saver = createPublicSwitchSaver({
    initial: false,
    delay: DELAY,
    save: saveSpy,
    show: (value) => shown.push(value),
    failed: (error) => failures.push(error),
  });
  return { saver, saveSpy, shown, failures };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the public switch (spec 2 §4: saved 600 ms after the last change)', () => {
  it('shows each flip at once and saves once, the last value, after 600 ms of quiet', async () => {
    const { saver, saveSpy, shown } = setUp();
    saver.change(true);
    await vi.advanceTimersByTimeAsync(400);
    saver.change(false);
    await vi.advanceTimersByTimeAsync(400);
    saver.change(true);
    expect(shown).toEqual([true, false, true]);
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(saveSpy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saveSpy).toHaveBeenCalledTimes(1);
    expect(saveSpy).toHaveBeenCalledWith(true);
  });

  it('sends nothing when the switch ends where it was saved', async () => {
    const { saver, saveSpy } = setUp();
    saver.change(true);
    saver.change(false);
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(saveSpy).not.toHaveBeenCalled();
  });

  it('puts the switch back and reports the failure when the save fails', async () => {
    const { saver, shown, failures } = setUp(() => Promise.reject(new Error('refused')));
    saver.change(true);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(shown).toEqual([true, false]);
    expect(failures).toHaveLength(1);
  });

  it('saves a pending flip at once when the screen is left', async () => {
    const { saver, saveSpy } = setUp();
    saver.change(true);
    saver.flush();
    expect(saveSpy).toHaveBeenCalledWith(true);
    saver.dispose();
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(saveSpy).toHaveBeenCalledTimes(1);
  });

  it("follows the server's value unless a flip is waiting", async () => {
    const { saver, shown, saveSpy } = setUp();
    saver.saved(true);
    expect(shown).toEqual([true]);
    saver.change(false);
    saver.saved(true);
    expect(shown).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(saveSpy).toHaveBeenCalledWith(false);
  });
});
