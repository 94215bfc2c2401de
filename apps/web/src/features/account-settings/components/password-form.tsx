import { IDENTITY_TEXTS, MESSAGES, TIMING } from '@lodestar/contracts';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { fieldErrors } from '../../../api/field-errors.ts';
import { newPasswordErrors, newPasswordNotReady } from '../../../components/new-password-hints.ts';
import { useChangePassword } from '../api/change-password.ts';

/**
 * The Password form (spec 3 §2.5, §5): the current password (issue 26: a session alone must not change it), then
 * the new one twice. Submit is enabled once the new password has 8 characters and both match; until then the line
 * beside the button says which rule is not met (the spec's hint first), and each field shows its own problem as it
 * is typed.
 */
export function PasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm({ initialValues: { current_password: '', password: '', password_confirmation: '' } });
  const live = newPasswordErrors(form.values);
  const notReady =
    form.values.current_password === ''
      ? IDENTITY_TEXTS.currentPasswordRequired
      : newPasswordNotReady(form.values);
  const canSubmit = !change.isPending && notReady === null;

  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      form.setErrors(fieldErrors(error));
      notifications.show({ color: 'red', message: messageOf(error, MESSAGES.cannotUpdate) });
      return;
    }
    notifications.show({
      color: 'green',
      message: MESSAGES.passwordUpdated,
      autoClose: TIMING.passwordSuccessToast,
    });
    await navigate('/');
  });

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        {/* lets password managers file the new password under the right account */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label={IDENTITY_TEXTS.currentPasswordLabel}
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
          error={form.errors.password ?? live.password}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirmation')}
          error={form.errors.password_confirmation ?? live.password_confirmation}
        />
        <Group justify="flex-end" gap="sm">
          {notReady !== null && !change.isPending && (
            <Text size="sm" c="dimmed" id="password-form-why" aria-live="polite">
              {notReady}
            </Text>
          )}
          <Button
            type="submit"
            disabled={!canSubmit}
            loading={change.isPending}
            aria-describedby={notReady !== null ? 'password-form-why' : undefined}
          >
            Update Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
