import { describe, expect, it } from 'vitest';
import { progressLabel } from './download-progress.ts';

describe('download progress', () => {
  it('shows a percentage when the size is known, else the kilobytes so far', () => {
    expect(progressLabel({ bytes: 512, fraction: 0.254 })).toBe('25%');
    expect(progressLabel({ bytes: 200 * 1024, fraction: null })).toBe('200 kB');
  });

  it('shows nothing before the first bytes or when nothing is downloading', () => {
    expect(progressLabel({ bytes: 0, fraction: null })).toBeNull();
    expect(progressLabel(null)).toBeNull();
  });
});
