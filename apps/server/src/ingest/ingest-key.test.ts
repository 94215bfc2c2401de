import { describe, expect, it } from 'vitest';
import { generateIngestKey, INGEST_KEY, ingestKeyMatches, splitIngestKey } from './ingest-key.ts';

describe('ingest keys', () => {
  it('are random, URL-safe and short enough to follow an identifier', () => {
    const a = generateIngestKey();
    expect(a).toMatch(INGEST_KEY);
    expect(a).toHaveLength(24);
    expect(generateIngestKey()).not.toBe(a);
  });

  it('are split off the identifier only when the tail has a key’s shape', () => {
    expect(splitIngestKey('LS100005:abcdefghijklmnop')).toEqual({
      identifier: 'LS100005',
      key: 'abcdefghijklmnop',
    });
    expect(splitIngestKey('LS100005')).toEqual({ identifier: 'LS100005', key: null });
    // MAC-style identifiers keep their colons
    expect(splitIngestKey('AA:BB:CC:DD:EE:FF')).toEqual({ identifier: 'AA:BB:CC:DD:EE:FF', key: null });
    expect(splitIngestKey(':abcdefghijklmnop')).toEqual({ identifier: ':abcdefghijklmnop', key: null });
    expect(splitIngestKey('LS1:short')).toEqual({ identifier: 'LS1:short', key: null });
  });

  it('match only the same key', () => {
    expect(ingestKeyMatches('abcdefghijklmnop', 'abcdefghijklmnop')).toBe(true);
    expect(ingestKeyMatches('abcdefghijklmnop', 'abcdefghijklmnoq')).toBe(false);
    expect(ingestKeyMatches('abcdefghijklmnop', 'abcdefghijklmnop1')).toBe(false);
    expect(ingestKeyMatches('abcdefghijklmnop', null)).toBe(false);
  });
});
