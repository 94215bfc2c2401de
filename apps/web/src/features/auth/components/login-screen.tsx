import { MESSAGES, ROUTES } from '@lodestar/contracts';
import { nextTarget } from '@lodestar/domain';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { meQueryKey } from '../../../session/api/get-me.ts';
import { useCreateToken } from '../api/create-token.ts';
import { AuthFrame } from './auth-frame.tsx';

/**
 * Login (spec 3 §2.3). On success the user goes to `next` or the tracker list; the guard there loads the user
 * afresh and moves them to the other brand's host when their account belongs there.
 */
export function LoginScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useCreateToken();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '', password: '' } });

  const submit = form.onSubmit(async (credentials) => {
    setError(null);
    try {
      await login.mutateAsync(credentials);
    } catch (failure) {
      setError(messageOf(failure, MESSAGES.loginFailed));
      return;
    }
    queryClient.removeQueries({ queryKey: meQueryKey });
    await navigate(nextTarget(searchParams.get('next')), { replace: true });
  });

  return (
    <AuthFrame title="Log in">
      <form onSubmit={submit}>
        <fieldset disabled={login.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="md">
            {error && (
              <Alert color="red" role="alert" variant="light">
                {error}
              </Alert>
            )}
            <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('email')} />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor
                component={Link}
                to={
                  form.values.email.trim()
                    ? `${ROUTES.PasswordForgotView}?email=${encodeURIComponent(form.values.email.trim())}`
                    : ROUTES.PasswordForgotView
                }
                size="sm"
              >
                Forgot your password?
              </Anchor>
            </Group>
            <Button type="submit" fullWidth>
              {login.isPending ? 'Logging in...' : 'Log in'}
            </Button>
          </Stack>
        </fieldset>
      </form>
      <Text size="sm" ta="center">
        New to Lodestar?{' '}
        <Anchor component={Link} to={ROUTES.CreateAccountView} size="sm">
          Create an account
        </Anchor>
      </Text>
    </AuthFrame>
  );
}
