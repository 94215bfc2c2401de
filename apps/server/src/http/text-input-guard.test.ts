import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './text-input-guard.ts';

describe('finding text the database cannot store', () => {
  it('names the first bad string by its dotted path, in lists and objects', () => {
    expect(findUnstorableText({ a: { b: ['ok', 'x\u0000'] } }, '')).toEqual({
      field: 'a.b.1',
      problem: 'must not contain a NUL character (\\u0000)',
    });
    expect(findUnstorableText({ note: 'half \ud83d' }, '')?.field).toBe('note');
    expect(findUnstorableText({ note: 'a pair 🚚 and Kühl' }, '')).toBeNull();
  });

  it('walks a deeply nested body without recursion and an object graph with cycles once', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep, '')?.problem).toMatch(/NUL/);
    const part: Record<string, unknown> = { value: 'ok' };
    part.fields = { part };
    expect(findUnstorableText(part, '')).toBeNull();
  });

  it('leaves what is not parsed text alone (a Buffer holding a zero byte)', () => {
    expect(findUnstorableText({ file: Buffer.from([0, 1, 2]) }, '')).toBeNull();
  });
});
