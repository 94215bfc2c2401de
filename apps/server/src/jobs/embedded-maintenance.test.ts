import { describe, expect, it } from 'vitest';
import { upkeepFor } from './embedded-maintenance.ts';

const table = (activity: Partial<Parameters<typeof upkeepFor>[0]>) => ({
  table: 'current_positions',
  rows: 10_000,
  analysed: true,
  pages: 100,
  pagesAtUpkeep: 100,
  deadRows: 0,
  changedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  ...activity,
});

describe('what a table needs, by autovacuum’s rule', () => {
  it('vacuums once a fifth of the table (plus 50 rows) is dead row versions; short of that it only analyses', () => {
    expect(upkeepFor(table({ deadRows: 2_050, changedSinceAnalyze: 2_050 }))).toBe('analyze');
    expect(upkeepFor(table({ deadRows: 2_051, changedSinceAnalyze: 2_051 }))).toBe('vacuum');
  });

  it('vacuums a table that was loaded and never vacuumed, such as a freshly imported fleet', () => {
    expect(upkeepFor(table({ rows: 0, insertedSinceVacuum: 1_001, changedSinceAnalyze: 1_001 }))).toBe('vacuum');
    expect(upkeepFor(table({ rows: 100_000, insertedSinceVacuum: 20_000 }))).toBeNull();
  });

  it('analyses once a tenth of the table (plus 50 rows) has changed, without vacuuming', () => {
    expect(upkeepFor(table({ changedSinceAnalyze: 1_050 }))).toBeNull();
    expect(upkeepFor(table({ changedSinceAnalyze: 1_051 }))).toBe('analyze');
  });

  it('vacuums a table the planner has no statistics for, unless it is empty', () => {
    expect(upkeepFor(table({ rows: 0, analysed: false, pagesAtUpkeep: 0, pages: 1 }))).toBe('vacuum');
    expect(upkeepFor(table({ rows: 0, analysed: false, pagesAtUpkeep: 0, pages: 0 }))).toBeNull();
  });

  it('vacuums a table that grew by a fifth (plus 8 pages) since its last upkeep, counted or not', () => {
    expect(upkeepFor(table({ pagesAtUpkeep: 100, pages: 128 }))).toBeNull();
    expect(upkeepFor(table({ pagesAtUpkeep: 100, pages: 129 }))).toBe('vacuum');
    expect(upkeepFor(table({ rows: 0, pagesAtUpkeep: 0, pages: 9 }))).toBe('vacuum');
  });

  it('leaves a table alone that has barely changed', () => {
    expect(upkeepFor(table({ rows: 0, changedSinceAnalyze: 50, insertedSinceVacuum: 50 }))).toBeNull();
  });
});
