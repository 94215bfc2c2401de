import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstIdle } from './after-first-idle.ts';

/** The map's event methods the helper uses. */
function fakeMap() {
  const listeners = new Set<() => void>();
  return {
    map: {
      on: (_: string, listener: () => void) => listeners.add(listener),
      off: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MapLibreMap,
    idle: () => [...listeners].forEach((listener) => listener()),
    listeners,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('after the first idle', () => {
  it('shows once, when the map first settles', () => {
    const { map, idle, listeners } = fakeMap();
    const show = vi.fn();
    afterFirstIdle(map, show);
    expect(show).not.toHaveBeenCalled();
    idle();
    idle();
    vi.advanceTimersByTime(10_000);
    expect(show).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('shows after a while when the map never settles, and not at all once cancelled', () => {
    const { map, idle } = fakeMap();
    const show = vi.fn();
    afterFirstIdle(map, show);
    vi.advanceTimersByTime(3000);
    expect(show).toHaveBeenCalledTimes(1);
    const never = vi.fn();
    afterFirstIdle(map, never)();
    idle();
    vi.advanceTimersByTime(10_000);
    expect(never).not.toHaveBeenCalled();
  });
});
