import { ACCOUNT_USERS_TEXTS as TEXTS, ROUTES, type InvitationPreview } from '@lodestar/contracts';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, messageOf } from '../../../api/api-error.ts';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { newPasswordErrors, newPasswordNotReady } from '../../../components/new-password-hints.ts';
import { meQueryKey } from '../../../session/api/get-me.ts';
import { storeAccountId } from '../../../session/stored-account.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/lookup-invitation.ts';

function Card({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={440}>
        <Stack gap="lg">
          <Center>
            <BrandLogo height={40} />
          </Center>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

const signInLink = (
  <Anchor component={Link} to={ROUTES.LoginView}>
    {TEXTS.signIn}
  </Anchor>
);

/**
 * The invitation link's page (/accept-invitation?token=, decision 0043). A new person sets their name and a
 * password and lands in the app on the account; someone who already signs in joins with one click and signs in as
 * usual. Used, replaced and expired links say so.
 */
export function AcceptInvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  if (!token) return <Card>{<Alert color="red">{TEXTS.invitationInvalid}</Alert>}</Card>;
  if (invitation.isPending) return <Card>{<Text ta="center">Loading invitation...</Text>}</Card>;
  if (invitation.isError)
    return (
      <Card>
        <Alert color="red" role="alert">
          {messageOf(invitation.error, TEXTS.invitationInvalid)}
        </Alert>
        <Text size="sm">Already joined? {signInLink}</Text>
      </Card>
    );
  return (
    <Card>
      <Accept token={token} invitation={invitation.data} />
    </Card>
  );
}

function Accept({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation(invitation.account.id);
  const [name, setName] = useState(invitation.name);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [joined, setJoined] = useState(false);
  const title = invitation.account.title;
  const fieldErrors = accept.error instanceof ApiError ? accept.error.errors : {};

  if (joined)
    return (
      <Stack gap="sm">
        <Title order={1} size="h3" ta="center">
          {TEXTS.addedTitle(title)}
        </Title>
        <Text ta="center">Sign in with your e-mail address and password to open it.</Text>
        <Button component={Link} to={ROUTES.LoginView}>
          {TEXTS.signIn}
        </Button>
      </Stack>
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = invitation.existing_user
      ? { token }
      : { token, name, password, password_confirmation: confirmation };
    accept.mutate(body, {
      onSuccess: async (answer) => {
        // the app opens on the account they joined, now or at their next sign-in
        storeAccountId(answer.data.account.id);
        if (!answer.data.signed_in) return setJoined(true);
        queryClient.removeQueries({ queryKey: meQueryKey });
        await navigate(ROUTES.DeviceListView, { replace: true });
      },
    });
  };

  const typed = { password, password_confirmation: confirmation };
  const live = newPasswordErrors(typed);
  const ready = invitation.existing_user || newPasswordNotReady(typed) === null;
  return (
    <form onSubmit={submit}>
      <fieldset disabled={accept.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          <Title order={1} size="h3" ta="center">
            {TEXTS.joinAccount(title)}
          </Title>
          <Text size="sm" ta="center" c="dimmed">
            Invitation for {invitation.email}
          </Text>
          {accept.isError && (
            <Alert color="red" role="alert" variant="light">
              {messageOf(accept.error, TEXTS.dialogError)}
            </Alert>
          )}
          {invitation.existing_user ? (
            <Text size="sm">{TEXTS.existingUserHint}</Text>
          ) : (
            <>
              <TextInput
                label="Name"
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={fieldErrors.name?.[0]}
              />
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                description={fieldErrors.password?.[0] || live.password ? undefined : TEXTS.passwordHint}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={fieldErrors.password?.[0] ?? live.password}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(e) => setConfirmation(e.currentTarget.value)}
                error={fieldErrors.password_confirmation?.[0] ?? live.password_confirmation}
              />
            </>
          )}
          <Button type="submit" fullWidth disabled={!ready}>
            {accept.isPending ? TEXTS.joining : TEXTS.joinAccount(title)}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
