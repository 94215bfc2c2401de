import { describe, expect, it } from 'vitest';
import {
  celsiusToFahrenheit,
  fahrenheitToCelsius,
  isLowBattery,
  kmhToMps,
  metresToMiles,
  knotsToMps,
  mphToMps,
  mpsToKmh,
  mpsToMph,
  speedToMps,
} from './units.ts';

describe('speed conversions to the stored m/s', () => {
  it('converts knots with 1 kn = 0.514444 m/s', () => {
    expect(knotsToMps(1)).toBeCloseTo(0.514444, 6);
    expect(knotsToMps(10)).toBeCloseTo(5.14444, 5);
    expect(speedToMps(10, 'kn')).toBeCloseTo(5.14444, 5);
  });

  it('converts km/h and mph', () => {
    expect(kmhToMps(36)).toBeCloseTo(10, 9);
    expect(speedToMps(100, 'kmh')).toBeCloseTo(27.7778, 4);
    expect(mphToMps(60)).toBeCloseTo(26.8224, 4);
    expect(speedToMps(60, 'mph')).toBeCloseTo(26.8224, 4);
  });

  it('keeps m/s as is, and zero stays zero in every unit', () => {
    expect(speedToMps(12.5, 'mps')).toBe(12.5);
    for (const unit of ['kn', 'kmh', 'mph', 'mps'] as const) expect(speedToMps(0, unit)).toBe(0);
  });
});

describe('speed shown to users', () => {
  it('shows m/s as mph with the factor 2.23694', () => {
    expect(mpsToMph(1)).toBeCloseTo(2.23694, 5);
    expect(mpsToMph(26.8224)).toBeCloseTo(60, 3);
    expect(mpsToMph(0)).toBe(0);
  });

  it('round-trips mph within display precision', () => {
    expect(mpsToMph(mphToMps(55))).toBeCloseTo(55, 3);
  });

  it('gives km/h for plausibility messages', () => {
    expect(mpsToKmh(10)).toBeCloseTo(36, 9);
  });
});

describe('temperature: stored Celsius, shown Fahrenheit', () => {
  it('converts the fixed points of water and the -40 crossover', () => {
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(fahrenheitToCelsius(32)).toBe(0);
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(fahrenheitToCelsius(-40)).toBe(-40);
  });

  it('round-trips a cold-chain threshold typed in Fahrenheit', () => {
    expect(fahrenheitToCelsius(46.4)).toBeCloseTo(8, 9);
    expect(celsiusToFahrenheit(fahrenheitToCelsius(35.6))).toBeCloseTo(35.6, 9);
  });
});

describe('isLowBattery', () => {
  it('is low below 20 percent and not at 20', () => {
    expect(isLowBattery(19.9)).toBe(true);
    expect(isLowBattery(0)).toBe(true);
    expect(isLowBattery(20)).toBe(false);
    expect(isLowBattery(100)).toBe(false);
  });

  it('is not low when the level is unknown', () => {
    expect(isLowBattery(null)).toBe(false);
    expect(isLowBattery(undefined)).toBe(false);
    expect(isLowBattery(Number.NaN)).toBe(false);
  });
});

describe('metresToMiles', () => {
  it('is 1 for an international mile and about 26.2 for a marathon', () => {
    expect(metresToMiles(1609.344)).toBe(1);
    expect(metresToMiles(42_195)).toBeCloseTo(26.22, 2);
  });
});
