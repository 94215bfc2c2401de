import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id.ts';

describe('tracker ids in the address', () => {
  it('accepts positive whole numbers', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('2147483647')).toBe(2147483647);
  });

  it('rejects what cannot name a tracker, so the screen shows Not Found', () => {
    for (const bad of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '2147483648', '99999999999']) {
      expect(parseRouteId(bad)).toBeNull();
    }
  });
});
