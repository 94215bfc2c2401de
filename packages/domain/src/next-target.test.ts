import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGET, nextTarget } from './next-target.ts';

describe('nextTarget', () => {
  it('follows a next path that contains a letter, with its query', () => {
    expect(nextTarget('/geofences')).toBe('/geofences');
    expect(nextTarget('/trackers/12?tab=history')).toBe('/trackers/12?tab=history');
  });

  it('goes to the tracker list when next is missing, empty or has no letter', () => {
    expect(nextTarget(null)).toBe(DEFAULT_TARGET);
    expect(nextTarget(undefined)).toBe(DEFAULT_TARGET);
    expect(nextTarget('')).toBe(DEFAULT_TARGET);
    expect(nextTarget('/')).toBe(DEFAULT_TARGET);
    expect(nextTarget('/123/456')).toBe(DEFAULT_TARGET);
  });

  it('refuses targets on another site', () => {
    expect(nextTarget('https://evil.example/trackers')).toBe(DEFAULT_TARGET);
    expect(nextTarget('//evil.example')).toBe(DEFAULT_TARGET);
    expect(nextTarget('/\\evil.example')).toBe(DEFAULT_TARGET);
    expect(nextTarget('javascript:alert(1)')).toBe(DEFAULT_TARGET);
    expect(nextTarget('trackers')).toBe(DEFAULT_TARGET);
  });

  it('never sends a signed-in user back to the login screen', () => {
    expect(nextTarget('/login')).toBe(DEFAULT_TARGET);
    expect(nextTarget('/login?next=/alerts')).toBe(DEFAULT_TARGET);
    expect(nextTarget('/LOGIN/')).toBe(DEFAULT_TARGET);
    expect(nextTarget('/loginhelp')).toBe('/loginhelp');
  });
});
