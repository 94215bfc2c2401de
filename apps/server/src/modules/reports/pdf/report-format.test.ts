import { describe, expect, it } from 'vitest';
import { formatDuration, reportFormat } from './report-format.ts';

describe('reportFormat', () => {
  it('writes times in the zone across a daylight saving change', () => {
    const chicago = reportFormat('America/Chicago', 'imperial');
    // 2025-03-09 02:00 local: CST (UTC-6) becomes CDT (UTC-5)
    expect(chicago.time('2025-03-09T07:59:00Z')).toBe('2025-03-09 01:59:00');
    expect(chicago.time('2025-03-09T08:00:00Z')).toBe('2025-03-09 03:00:00');
    expect(reportFormat('Asia/Kolkata', 'metric').time('2025-03-09T08:00:00Z')).toBe('2025-03-09 13:30:00');
  });

  it('writes miles, mph and feet, or kilometres, km/h and metres', () => {
    const imperial = reportFormat('UTC', 'imperial');
    expect(imperial.distance(1609.344 * 3.25)).toBe('3.3 mi');
    expect(imperial.distance(1609.344 * 1234)).toBe('1,234 mi');
    expect(imperial.speed(26.8224)).toBe('60 mph');
    expect(imperial.accuracy(100)).toBe('328 ft');
    const metric = reportFormat('UTC', 'metric');
    expect(metric.distance(2500)).toBe('2.5 km');
    expect(metric.speed(25)).toBe('90 km/h');
    expect(metric.accuracy(12.4)).toBe('12 m');
    expect(metric.speed(null)).toBe('');
  });
});

describe('formatDuration', () => {
  it('writes seconds, minutes, or hours and minutes', () => {
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(20 * 60)).toBe('20 min');
    expect(formatDuration(20 * 60 + 5)).toBe('20 min 05 s');
    expect(formatDuration(26 * 3600 + 5 * 60)).toBe('26 h 05 min');
  });
});
