import { MESSAGES, ROUTES } from '@lodestar/contracts';
import { nextTarget } from '@lodestar/domain';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { meQueryKey } from '../../../session/api/get-me.ts';
import { useCreateToken } from '../api/create-token.ts';

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
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Center>
            <BrandLogo height={40} />
          </Center>
          <Title order={1} size="h2" ta="center">
            Log in
          </Title>
          <form onSubmit={submit}>
            <fieldset disabled={login.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
              <Stack gap="md">
                {error && (
                  <Alert color="red" role="alert" variant="light">
                    {error}
                  </Alert>
                )}
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="username"
                  {...form.getInputProps('email')}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  {...form.getInputProps('password')}
                />
                <Group justify="flex-end">
                  <Anchor component={Link} to={ROUTES.PasswordForgotView} size="sm">
                    Forgot your password?
                  </Anchor>
                </Group>
                <Button type="submit" fullWidth>
                  {login.isPending ? 'Logging in...' : 'Log in'}
                </Button>
              </Stack>
            </fieldset>
          </form>
        </Stack>
      </Paper>
    </Center>
  );
}
