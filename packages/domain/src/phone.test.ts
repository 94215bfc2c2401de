import { describe, expect, it } from 'vitest';
import { formatPhone, phoneForServer } from './phone.ts';

describe('formatPhone', () => {
  it('shows a stored number as (000) 000-0000 without +1', () => {
    expect(formatPhone('+15551234567')).toBe('(555) 123-4567');
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('(555) 123-4567')).toBe('(555) 123-4567');
  });

  it('formats partial numbers as far as they go', () => {
    expect(formatPhone('55')).toBe('(55');
    expect(formatPhone('55512')).toBe('(555) 12');
  });

  it('gives an empty text for no number', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});

describe('phoneForServer', () => {
  it('sends a complete number as +1 and ten digits', () => {
    expect(phoneForServer('(555) 123-4567')).toBe('+15551234567');
  });

  it('sends null for an empty field and anything incomplete as typed', () => {
    expect(phoneForServer('  ')).toBeNull();
    expect(phoneForServer(null)).toBeNull();
    expect(phoneForServer('(555) 12')).toBe('(555) 12');
  });
});
