import { PASSWORD_MIN_LENGTH, SIGN_UP_TEXTS } from '@lodestar/contracts';

export interface NewPasswordInput {
  password: string;
  password_confirmation: string;
}

/**
 * What is wrong with a new password as typed so far (spec 3 §5), under the field it concerns: the 8-character hint
 * once something was typed, the mismatch once the confirmation was. Empty fields say nothing yet.
 */
export function newPasswordErrors(values: NewPasswordInput): Partial<Record<keyof NewPasswordInput, string>> {
  return {
    ...(values.password !== '' &&
      values.password.length < PASSWORD_MIN_LENGTH && { password: SIGN_UP_TEXTS.passwordHint }),
    ...(values.password_confirmation !== '' &&
      values.password_confirmation !== values.password && {
        password_confirmation: SIGN_UP_TEXTS.passwordMismatch,
      }),
  };
}

/**
 * Why the submit button is disabled, in words (issue 26 found it disabled with no word why): the first rule not met,
 * or null when the new password is ready.
 */
export function newPasswordNotReady(values: NewPasswordInput): string | null {
  if (values.password.length < PASSWORD_MIN_LENGTH) return SIGN_UP_TEXTS.passwordHint;
  if (values.password !== values.password_confirmation) return SIGN_UP_TEXTS.passwordMismatch;
  return null;
}
