import { describe, expect, it, vi } from 'vitest';
import {
  accuracyPixelsAtZoomZero,
  accuracyRadiusKm,
  createClickConfirmer,
  hasAccuracyCircle,
  mapModeFor,
  passesFixFilter,
} from './map-rules.ts';

describe('accuracy circles', () => {
  it('draws accuracy metres in kilometres', () => {
    expect(accuracyRadiusKm(1500)).toBe(1.5);
    expect(accuracyRadiusKm(null)).toBe(0);
    expect(accuracyRadiusKm(-3)).toBe(0);
  });

  it('sizes a circle so that it doubles with each zoom level and shrinks away from the equator', () => {
    const equator = accuracyPixelsAtZoomZero(1, 0);
    // 1 km at zoom 0 is 1000 m over about 78 km per pixel
    expect(equator).toBeCloseTo(1000 / (40_075_016.686 / 512), 6);
    expect(accuracyPixelsAtZoomZero(1, 60)).toBeCloseTo(equator * 2, 6);
  });

  it('draws circles for cell and wifi fixes only', () => {
    expect(hasAccuracyCircle('cell')).toBe(true);
    expect(hasAccuracyCircle('wifi')).toBe(true);
    expect(hasAccuracyCircle('gps')).toBe(false);
    expect(hasAccuracyCircle('ble')).toBe(false);
  });
});

describe('fix type filter', () => {
  it('hides trackers whose fix type is switched off', () => {
    const shown = new Set(['gps', 'ble'] as const);
    expect(passesFixFilter('gps', shown)).toBe(true);
    expect(passesFixFilter('cell', shown)).toBe(false);
  });
});

describe('map mode', () => {
  it('is single only for a focused tracker with a position', () => {
    expect(mapModeFor(7, true)).toBe('single');
    expect(mapModeFor(7, false)).toBe('cluster');
    expect(mapModeFor(null, true)).toBe('cluster');
  });
});

describe('click versus double-click', () => {
  it('confirms a lone click after the delay', () => {
    vi.useFakeTimers();
    const confirmed = vi.fn();
    const clicks = createClickConfirmer<string>(200, confirmed);
    clicks.click('marker');
    vi.advanceTimersByTime(199);
    expect(confirmed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(confirmed).toHaveBeenCalledWith('marker');
    vi.useRealTimers();
  });

  it('lets a double-click cancel both of its clicks', () => {
    vi.useFakeTimers();
    const confirmed = vi.fn();
    const clicks = createClickConfirmer<string>(200, confirmed);
    clicks.click('first');
    vi.advanceTimersByTime(80);
    clicks.click('second');
    clicks.doubleClick();
    vi.advanceTimersByTime(500);
    expect(confirmed).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
