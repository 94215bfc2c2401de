import { ROUTES, SIGN_UP_TEXTS } from '@lodestar/contracts';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { AuthFrame } from './auth-frame.tsx';
import { LinkProblem } from './link-problem.tsx';

// a confirmation link can only be renewed from inside the app (the banner's Resend), so that is where it points
const ASK_AGAIN = { label: 'Sign in to get a new link', to: ROUTES.root };

/** Where the confirmation mail's link lands: confirms once, then says so with a way into the app. */
export function ConfirmEmailScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmail();
  const [problem, setProblem] = useState<string | null>(token ? null : SIGN_UP_TEXTS.linkInvalid);
  const started = useRef(false);

  useEffect(() => {
    // once per page: a second call would find the link used and say so
    if (!token || started.current) return;
    started.current = true;
    confirm.mutateAsync(token).catch((failure: unknown) => {
      setProblem(messageOf(failure, 'An error occurred. Please try again later.'));
    });
  }, [token, confirm]);

  return (
    <AuthFrame title="Confirm your e-mail address">
      {problem ? (
        <LinkProblem message={problem} next={ASK_AGAIN} />
      ) : confirm.isSuccess ? (
        <>
          <Alert color="green" role="status" variant="light">
            {SIGN_UP_TEXTS.emailConfirmed} You can now add trackers to your account.
          </Alert>
          <Button component={Link} to={ROUTES.root} fullWidth>
            Continue to Lodestar
          </Button>
        </>
      ) : (
        <Group justify="center" gap="sm" role="status">
          <Loader size="sm" />
          <Text>Confirming your e-mail address...</Text>
        </Group>
      )}
    </AuthFrame>
  );
}
