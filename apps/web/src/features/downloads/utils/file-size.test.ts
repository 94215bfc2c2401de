import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size.ts';

describe('fileSize', () => {
  it('reads as people count file sizes', () => {
    expect(fileSize(1)).toBe('1 byte');
    expect(fileSize(512)).toBe('512 bytes');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(200 * 1024)).toBe('200 KB');
    expect(fileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(fileSize(5 * 1024 ** 4)).toBe('5120 GB');
  });
});
