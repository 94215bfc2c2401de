import { LIMITS, MESSAGES, TIMING } from '@lodestar/contracts';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { useChangePassword } from '../api/change-password.ts';
import { fieldErrors } from '../../../api/field-errors.ts';

/** The Password form (spec 3 §2.5, §5): submit is enabled once the password has 8 characters and both match. */
export function PasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm({ initialValues: { password: '', password_confirmation: '' } });
  const { password, password_confirmation } = form.values;
  const canSubmit =
    !change.isPending && password.length >= LIMITS.passwordMin && password === password_confirmation;

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
          label="New password"
          autoComplete="new-password"
          description={MESSAGES.passwordTooShort}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!canSubmit} loading={change.isPending}>
            Update Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
