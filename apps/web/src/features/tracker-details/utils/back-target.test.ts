import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target.ts';

describe('the back link of tracker details (spec 1 §2.6)', () => {
  it('returns to the tracker list with its search query', () => {
    expect(backTarget('/trackers?search=Reefer+01')).toEqual({
      to: '/trackers?search=Reefer+01',
      label: 'Back to trackers',
    });
  });

  it('returns to the groups or to the group the tracker was opened from', () => {
    expect(backTarget('/groups?search=North')).toEqual({
      to: '/groups?search=North',
      label: 'Back to groups',
    });
    expect(backTarget('/groups/12')).toEqual({ to: '/groups/12', label: 'Back to group' });
  });

  it('falls back to the tracker list for anything else, including other sites', () => {
    for (const other of [
      undefined,
      null,
      42,
      '/geofences',
      '/trackers/7',
      'https://evil.example/trackers',
      '//x',
    ])
      expect(backTarget(other)).toEqual({ to: '/trackers', label: 'Back to trackers' });
  });
});
