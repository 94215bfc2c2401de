import { describe, expect, it } from 'vitest';
import { alarmsText, trackerAlarms } from './tracker-alarms.ts';

const calm = { low_battery: false, charging: false, sos: false, overspeed: false };

describe('tracker alarms (spec 1 §2.6)', () => {
  it('says None when no alarm is raised, or when there is no position', () => {
    expect(alarmsText(calm)).toBe('None');
    expect(alarmsText(null)).toBe('None');
    expect(trackerAlarms(undefined)).toEqual([]);
  });

  it('names each alarm on its own', () => {
    expect(alarmsText({ ...calm, low_battery: true })).toBe('Low battery');
    expect(alarmsText({ ...calm, charging: true })).toBe('Charging');
    expect(alarmsText({ ...calm, sos: true })).toBe('SOS');
    expect(alarmsText({ ...calm, overspeed: true })).toBe('Speeding');
  });

  it('lists several alarms in the spec order, whatever raised them', () => {
    const all = { low_battery: true, charging: true, sos: true, overspeed: true };
    expect(alarmsText(all)).toBe('Low battery, Charging, SOS, Speeding');
    expect(trackerAlarms({ ...calm, overspeed: true, sos: true })).toEqual(['SOS', 'Speeding']);
  });

  it('treats an unknown charging state as not charging', () => {
    expect(alarmsText({ ...calm, charging: null })).toBe('None');
  });
});
