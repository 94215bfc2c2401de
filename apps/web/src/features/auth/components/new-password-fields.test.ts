import { describe, expect, it } from 'vitest';
import { isNewPasswordReady } from './new-password-fields.tsx';

describe('the new-password rule (spec 3 §5)', () => {
  it('is met only with at least 8 characters equal to the confirmation', () => {
    expect(isNewPasswordReady({ password: '', password_confirmation: '' })).toBe(false);
    expect(isNewPasswordReady({ password: '1234567', password_confirmation: '1234567' })).toBe(false);
    expect(isNewPasswordReady({ password: '12345678', password_confirmation: '12345679' })).toBe(false);
    expect(isNewPasswordReady({ password: '12345678', password_confirmation: '12345678' })).toBe(true);
  });
});
