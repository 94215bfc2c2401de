import { describe, expect, it } from 'vitest';
import { accessAs, tracker } from '../testing/sim-fixtures.ts';
import { bannerTrackerCount, simBannerMode } from './banner-access.ts';

describe('who sees the SIM replacement banner (spec 3 §2.10, §6)', () => {
  it('offers Replace Now to admins, shows the count to all members, nothing to the devices role', () => {
    expect(simBannerMode(accessAs('admin'))).toBe('replace');
    expect(simBannerMode(accessAs('all'))).toBe('view');
    expect(simBannerMode(accessAs('devices'))).toBeNull();
  });

  it('shows nothing without a current account', () => {
    expect(simBannerMode(null)).toBeNull();
    expect(simBannerMode(accessAs('admin', null))).toBeNull();
    expect(simBannerMode(accessAs(null))).toBeNull();
  });
});

describe('when the banner shows', () => {
  const due = [tracker(1), tracker(2)];

  it('names the trackers due a new SIM', () => {
    expect(bannerTrackerCount({ data: due, meta: { banner_hidden: false } })).toBe(2);
  });

  it("hides with no tracker due, by the account's setting, and while the list is missing", () => {
    expect(bannerTrackerCount({ data: [], meta: { banner_hidden: false } })).toBe(0);
    expect(bannerTrackerCount({ data: due, meta: { banner_hidden: true } })).toBe(0);
    expect(bannerTrackerCount(undefined)).toBe(0);
  });
});
