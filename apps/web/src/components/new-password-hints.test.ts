import { describe, expect, it } from 'vitest';
import { SIGN_UP_TEXTS } from '@lodestar/contracts';
import { newPasswordErrors, newPasswordNotReady } from './new-password-hints.ts';

describe('new password hints (spec 3 §5)', () => {
  it('say nothing for empty fields, the hint for a short password and the mismatch for a different confirmation', () => {
    expect(newPasswordErrors({ password: '', password_confirmation: '' })).toEqual({});
    expect(newPasswordErrors({ password: 'short', password_confirmation: '' })).toEqual({
      password: SIGN_UP_TEXTS.passwordHint,
    });
    expect(newPasswordErrors({ password: 'long-enough', password_confirmation: 'long-enou' })).toEqual({
      password_confirmation: SIGN_UP_TEXTS.passwordMismatch,
    });
    expect(newPasswordErrors({ password: 'long-enough', password_confirmation: 'long-enough' })).toEqual({});
  });

  it('name the first rule not met while the button is disabled, and nothing once it is ready', () => {
    expect(newPasswordNotReady({ password: '', password_confirmation: '' })).toBe(SIGN_UP_TEXTS.passwordHint);
    expect(newPasswordNotReady({ password: '1234567', password_confirmation: '1234567' })).toBe(
      SIGN_UP_TEXTS.passwordHint,
    );
    expect(newPasswordNotReady({ password: '12345678', password_confirmation: '12345679' })).toBe(
      SIGN_UP_TEXTS.passwordMismatch,
    );
    expect(newPasswordNotReady({ password: '12345678', password_confirmation: '12345678' })).toBeNull();
  });
});
