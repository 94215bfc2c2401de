import { describe, expect, it } from 'vitest';
import { swapButtonWait } from './swap-wait.ts';

describe("Swap SIM's wait", () => {
  it('ends and lets the swap be sent', async () => {
    await expect(swapButtonWait(new AbortController().signal, 1)).resolves.toBeUndefined();
  });

  it('never lets a closed dialog send the swap', async () => {
    const closed = new AbortController();
    const waiting = swapButtonWait(closed.signal, 60_000);
    closed.abort();
    await expect(waiting).rejects.toBeDefined();
    await expect(swapButtonWait(closed.signal, 1)).rejects.toBeDefined();
  });
});
