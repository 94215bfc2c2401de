import { PASSWORD_MIN_LENGTH, SIGN_UP_TEXTS } from '@lodestar/contracts';
import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { newPasswordErrors } from '../../../components/new-password-hints.ts';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** The password form's rule (spec 3 §5): at least 8 characters and equal to the confirmation. */
export function isNewPasswordReady(values: NewPasswordValues): boolean {
  return values.password.length >= PASSWORD_MIN_LENGTH && values.password === values.password_confirmation;
}

/**
 * New password and its confirmation, with the spec's hint; for the reset and create-account forms. Each field shows
 * its own problem as it is typed, so a disabled button is never left without a word why.
 */
export function NewPasswordFields<T extends NewPasswordValues>({ form }: { form: UseFormReturnType<T> }) {
  const live = newPasswordErrors(form.values);
  const errors = form.errors as Partial<Record<keyof NewPasswordValues, React.ReactNode>>;
  return (
    <>
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        required
        description={errors.password || live.password ? undefined : SIGN_UP_TEXTS.passwordHint}
        {...form.getInputProps('password')}
        error={errors.password ?? live.password}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        {...form.getInputProps('password_confirmation')}
        error={errors.password_confirmation ?? live.password_confirmation}
      />
    </>
  );
}
