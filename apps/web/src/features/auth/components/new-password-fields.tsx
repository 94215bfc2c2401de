import { PASSWORD_MIN_LENGTH, SIGN_UP_TEXTS } from '@lodestar/contracts';
import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** The password form's rule (spec 3 §5): at least 8 characters and equal to the confirmation. */
export function isNewPasswordReady(values: NewPasswordValues): boolean {
  return values.password.length >= PASSWORD_MIN_LENGTH && values.password === values.password_confirmation;
}

/** New password and its confirmation, with the spec's hint; for the reset and create-account forms. */
export function NewPasswordFields<T extends NewPasswordValues>({ form }: { form: UseFormReturnType<T> }) {
  return (
    <>
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        required
        description={SIGN_UP_TEXTS.passwordHint}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        {...form.getInputProps('password_confirmation')}
      />
    </>
  );
}
