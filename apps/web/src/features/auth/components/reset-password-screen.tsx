import { ROUTES, SIGN_UP_TEXTS, TIMING } from '@lodestar/contracts';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, messageOf } from '../../../api/api-error.ts';
import { fieldErrors } from '../../../api/field-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthFrame } from './auth-frame.tsx';
import { LinkProblem } from './link-problem.tsx';
import { isNewPasswordReady, NewPasswordFields } from './new-password-fields.tsx';

const ASK_AGAIN = { label: 'Send me a new link', to: ROUTES.PasswordForgotView };

/**
 * Reset password from a mailed link (spec 3 §2.3, §5): the password form's rules; a used, expired or broken link
 * says so and offers a new one. On success the person signs in with the new password (decision 0042).
 */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : SIGN_UP_TEXTS.linkInvalid);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { password: '', password_confirmation: '' } });
  const canSubmit = !reset.isPending && isNewPasswordReady(form.values);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await reset.mutateAsync({ token, ...values });
    } catch (failure) {
      const fields = fieldErrors(failure);
      if ((failure instanceof ApiError && failure.status === 410) || fields.token) {
        setLinkProblem(fields.token ?? messageOf(failure, SIGN_UP_TEXTS.linkInvalid));
        return;
      }
      form.setErrors(fields);
      setError(messageOf(failure, 'An error occurred. Please try again later.'));
      return;
    }
    notifications.show({
      color: 'green',
      message: SIGN_UP_TEXTS.passwordReset,
      autoClose: TIMING.passwordSuccessToast,
    });
    await navigate(ROUTES.LoginView, { replace: true });
  });

  return (
    <AuthFrame title="Choose a new password">
      {linkProblem ? (
        <LinkProblem message={linkProblem} next={ASK_AGAIN} />
      ) : (
        <form onSubmit={submit}>
          <Stack gap="md">
            {error && (
              <Alert color="red" role="alert" variant="light">
                {error}
              </Alert>
            )}
            <NewPasswordFields form={form} />
            <Button type="submit" fullWidth disabled={!canSubmit}>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
            <Anchor component={Link} to={ROUTES.LoginView} size="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
