import { describe, expect, it } from 'vitest';
import { pickerName } from './tracker-picker.tsx';

describe('tracker picker', () => {
  it('cuts names to 20 characters (spec 3 §9)', () => {
    expect(pickerName('Truck 16')).toBe('Truck 16');
    expect(pickerName('Refrigerated trailer number 12')).toHaveLength(20);
  });
});
