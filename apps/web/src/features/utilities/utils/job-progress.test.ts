import { describe, expect, it } from 'vitest';
import { isJobActive, jobCounts, jobFailures, jobPercent } from './job-progress.ts';

describe("a job's progress", () => {
  it('is active while queued or running only', () => {
    expect(isJobActive({ status: 'queued' })).toBe(true);
    expect(isJobActive({ status: 'running' })).toBe(true);
    for (const status of ['done', 'failed', 'cancelled'] as const)
      expect(isJobActive({ status })).toBe(false);
  });

  it('counts the share done, and a finished job of no items as complete', () => {
    expect(jobPercent({ done: 1, total: 3, status: 'running' })).toBe(33);
    expect(jobPercent({ done: 3, total: 3, status: 'done' })).toBe(100);
    expect(jobPercent({ done: 0, total: 0, status: 'queued' })).toBe(0);
    expect(jobPercent({ done: 0, total: 0, status: 'done' })).toBe(100);
  });

  it('says the counts and lists the failures', () => {
    expect(jobCounts({ done: 40, total: 250, succeeded: 38, failed: 2 })).toBe(
      '40 / 250 done · 38 succeeded · 2 failed',
    );
    const results = [
      { item: 'a', ok: true, message: 'reserved' },
      { item: 'b', ok: false, message: 'already taken' },
    ];
    expect(jobFailures({ results })).toEqual([{ item: 'b', ok: false, message: 'already taken' }]);
  });
});
