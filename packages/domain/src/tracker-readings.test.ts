import { describe, expect, it } from 'vitest';
import { fahrenheitToCelsius } from './units.ts';
import {
  coordinatesText,
  fahrenheitFieldValue,
  hasMissedLastUpdate,
  percentText,
  speedText,
  temperatureText,
} from './tracker-readings.ts';

describe('tracker readings as the Info section shows them (spec 1 §2.6, §9)', () => {
  it('shows speed in mph with the factor 2.23694', () => {
    expect(speedText(10)).toBe('22.4 mph');
    expect(speedText(0)).toBe('0 mph');
    expect(speedText(26.8224)).toBe('60 mph');
    expect(speedText(null)).toBeNull();
  });

  it('shows temperature in Fahrenheit', () => {
    expect(temperatureText(0)).toBe('32 °F');
    expect(temperatureText(100)).toBe('212 °F');
    expect(temperatureText(-40)).toBe('-40 °F');
    expect(temperatureText(3.5)).toBe('38.3 °F');
    expect(temperatureText(-17.79)).toBe('0 °F');
    expect(temperatureText(undefined)).toBeNull();
  });

  it('shows battery and humidity as whole percents', () => {
    expect(percentText(45.6)).toBe('46%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(null)).toBeNull();
  });

  it('shows latitude first although positions store [lng, lat]', () => {
    expect(coordinatesText([-74.006, 40.7128])).toBe('40.71280, -74.00600');
  });
});

describe('missed last update (spec 1 §2.6)', () => {
  const fixAt = Date.parse('2026-05-01T12:00:00Z');
  const position = {
    timestamp: new Date(fixAt).toISOString(),
    last_movement_time: null,
    is_inside_geofences: false,
  };
  const model = { expected_report_minutes: 15 };

  it('warns once now is past the fix time plus the expected report interval', () => {
    expect(hasMissedLastUpdate(position, model, fixAt + 15 * 60_000 + 1)).toBe(true);
    expect(hasMissedLastUpdate(position, model, fixAt + 60 * 60_000)).toBe(true);
  });

  it('does not warn on time, exactly at the deadline, or without any position', () => {
    expect(hasMissedLastUpdate(position, model, fixAt + 5 * 60_000)).toBe(false);
    expect(hasMissedLastUpdate(position, model, fixAt + 15 * 60_000)).toBe(false);
    expect(hasMissedLastUpdate(null, model, fixAt + 60 * 60_000)).toBe(false);
  });
});

describe('SLA temperature fields (spec 1 §5)', () => {
  it('reads a typed Fahrenheit value back unchanged after the Celsius round trip', () => {
    for (const f of [40, -10, 98.6, 0, 35.5]) {
      const storedAsReal = Math.fround(fahrenheitToCelsius(f));
      expect(fahrenheitFieldValue(storedAsReal)).toBe(f);
    }
  });

  it('leaves a disabled SLA empty', () => {
    expect(fahrenheitFieldValue(null)).toBeNull();
  });
});
