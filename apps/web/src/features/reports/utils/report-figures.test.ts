import { describe, expect, it } from 'vitest';
import { accuracyText, durationText, milesText, mphText, placeText } from './report-figures.ts';

describe('report figures', () => {
  it('shows distances in miles and speeds in mph', () => {
    expect(milesText(1609.344)).toBe('1.0 mi');
    expect(milesText(20_000)).toBe('12.4 mi');
    expect(mphText(26.8224)).toBe('60 mph');
    expect(mphText(null)).toBe('—');
  });

  it('shows lengths of time in days, hours and minutes', () => {
    expect(durationText(59)).toBe('0 min');
    expect(durationText(12 * 60)).toBe('12 min');
    expect(durationText(3 * 3600 + 5 * 60)).toBe('3 h 05 min');
    expect(durationText(2 * 86400 + 4 * 3600)).toBe('2 d 4 h');
  });

  it('shows an address, else the coordinates, and accuracy in m or km', () => {
    expect(placeText('Elwood, IL', [-88.1, 41.4])).toBe('Elwood, IL');
    expect(placeText(null, [-88.1, 41.4])).toBe('41.40000, -88.10000');
    expect(accuracyText(8.4)).toBe('8 m');
    expect(accuracyText(1500)).toBe('1.5 km');
    expect(accuracyText(null)).toBe('—');
  });
});
