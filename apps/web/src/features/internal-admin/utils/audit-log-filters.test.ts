import { describe, expect, it } from 'vitest';
import { filtersFromParams } from './audit-log-filters.ts';

describe('audit log filters from the address', () => {
  it('reads ids, dates and the page', () => {
    const params = new URLSearchParams('user_id=4&admin_id=5&account_id=2&date_from=2026-01-01&page=3');
    expect(filtersFromParams(params)).toEqual({
      user_id: 4,
      admin_id: 5,
      account_id: 2,
      date_from: '2026-01-01',
      date_to: undefined,
      page: 3,
    });
  });

  it('leaves out ids that are not whole positive numbers and starts on page 1', () => {
    expect(filtersFromParams(new URLSearchParams('user_id=abc&admin_id=-1&page=0'))).toEqual({
      user_id: undefined,
      admin_id: undefined,
      account_id: undefined,
      date_from: undefined,
      date_to: undefined,
      page: 1,
    });
  });
});
