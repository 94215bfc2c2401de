import { describe, expect, it } from 'vitest';
import { slaFormValues, slaRangeErrors, slaRequest } from './sla-form.ts';

const stored = {
  device_id: 7,
  min_temperature: 0,
  max_temperature: 10,
  min_humidity: null,
  max_humidity: 80,
};
const both = { hasTemperature: true, hasHumidity: true };

describe('the SLA form (spec 1 §5)', () => {
  it('shows stored Celsius in Fahrenheit and disabled bounds blank', () => {
    expect(slaFormValues(stored)).toEqual({
      min_temperature: 32,
      max_temperature: 50,
      min_humidity: '',
      max_humidity: 80,
    });
  });

  it('sends Fahrenheit as Celsius and blanks as null, which turns the SLA off', () => {
    const request = slaRequest(
      { min_temperature: 41, max_temperature: '', min_humidity: '20', max_humidity: '' },
      stored,
      both,
    );
    expect(request.min_temperature).toBeCloseTo(5, 9);
    expect(request.max_temperature).toBeNull();
    expect(request.min_humidity).toBe(20);
    expect(request.max_humidity).toBeNull();
  });

  it('keeps the stored bounds of a sensor the model does not have', () => {
    const request = slaRequest(
      { min_temperature: 50, max_temperature: 60, min_humidity: '', max_humidity: '' },
      stored,
      { hasTemperature: true, hasHumidity: false },
    );
    expect(request.min_humidity).toBeNull();
    expect(request.max_humidity).toBe(80);
  });

  it('refuses a minimum above its maximum', () => {
    expect(
      slaRangeErrors({ min_temperature: 60, max_temperature: 50, min_humidity: '', max_humidity: '' }),
    ).toEqual({
      min_temperature: 'The minimum must not be above the maximum',
    });
    expect(
      slaRangeErrors({ min_temperature: 50, max_temperature: 50, min_humidity: 90, max_humidity: '' }),
    ).toEqual({});
  });
});
