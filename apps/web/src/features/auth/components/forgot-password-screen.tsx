import { PASSWORD_RESET_LINK_MINUTES, ROUTES } from '@lodestar/contracts';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { fieldErrors } from '../../../api/field-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthFrame } from './auth-frame.tsx';

const BackToSignIn = () => (
  <Anchor component={Link} to={ROUTES.LoginView} size="sm" ta="center">
    Back to sign in
  </Anchor>
);

/**
 * Forgot password (spec 3 §2.3): asks for the address and then says the same for every address, so the screen
 * does not tell who has an account (decision 0042).
 */
export function ForgotPasswordScreen() {
  const [searchParams] = useSearchParams();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: searchParams.get('email') ?? '' } });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      await request.mutateAsync({ email: email.trim() });
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      setError(messageOf(failure, 'An error occurred. Please try again later.'));
      return;
    }
    setSentTo(email.trim());
  });

  if (sentTo !== null)
    return (
      <AuthFrame title="Check your e-mail">
        <Alert color="green" role="status" variant="light">
          If an account exists for {sentTo}, we&apos;ve sent a link to reset its password. It expires in{' '}
          {PASSWORD_RESET_LINK_MINUTES} minutes.
        </Alert>
        <Text size="sm" c="dimmed">
          No mail after a few minutes? Check your spam folder, or{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            try again
          </Anchor>
          .
        </Text>
        <BackToSignIn />
      </AuthFrame>
    );

  return (
    <AuthFrame title="Forgot your password?">
      <Text size="sm">
        Enter the e-mail address you sign in with and we&apos;ll send you a link to choose a new password.
      </Text>
      <form onSubmit={submit}>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthFrame>
  );
}
