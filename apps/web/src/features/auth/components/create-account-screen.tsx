import { EMAIL_CONFIRMATION_LINK_HOURS, ROUTES, type AccountType } from '@lodestar/contracts';
import { Alert, Anchor, Button, Input, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { fieldErrors } from '../../../api/field-errors.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { AuthFrame } from './auth-frame.tsx';
import { isNewPasswordReady, NewPasswordFields } from './new-password-fields.tsx';

const ACCOUNT_TYPES: { label: string; value: AccountType }[] = [
  { label: 'Personal', value: 'consumer' },
  { label: 'Business', value: 'business' },
];

/** After sign-up: the same for a new and a taken address (decision 0042). */
function CheckYourMail({ email }: { email: string }) {
  return (
    <AuthFrame title="Check your e-mail">
      <Alert color="green" role="status" variant="light">
        We&apos;ve sent a link to {email} to confirm your e-mail address. It expires in{' '}
        {EMAIL_CONFIRMATION_LINK_HOURS} hours.
      </Alert>
      <Text size="sm">
        You can sign in now. Confirm your address before adding trackers: the link in the mail does it.
      </Text>
      <Button component={Link} to={ROUTES.LoginView} fullWidth>
        Sign in
      </Button>
    </AuthFrame>
  );
}

/** Create an account (public sign-up): the person, their account and whether it is personal or a business. */
export function CreateAccountScreen() {
  const create = useCreateAccount();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      account_name: '',
      account_type: 'consumer' as AccountType,
    },
  });
  const canSubmit = !create.isPending && isNewPasswordReady(form.values);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await create.mutateAsync(values);
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      setError(messageOf(failure, 'An error occurred. Please try again later.'));
      return;
    }
    setSentTo(values.email.trim());
  });

  if (sentTo !== null) return <CheckYourMail email={sentTo} />;

  return (
    <AuthFrame title="Create an account">
      <form onSubmit={submit}>
        <fieldset disabled={create.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="md">
            {error && (
              <Alert color="red" role="alert" variant="light">
                {error}
              </Alert>
            )}
            <TextInput label="Your name" autoComplete="name" required {...form.getInputProps('name')} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <NewPasswordFields form={form} />
            <Input.Wrapper label="Account type" error={form.errors.account_type}>
              <SegmentedControl
                fullWidth
                data={ACCOUNT_TYPES}
                value={form.values.account_type}
                onChange={(value) => form.setFieldValue('account_type', value as AccountType)}
              />
            </Input.Wrapper>
            <TextInput
              label="Account name"
              description={
                form.values.account_type === 'business'
                  ? 'Your company or fleet, as your team will see it'
                  : 'For example your family name'
              }
              required
              {...form.getInputProps('account_name')}
            />
            <Button type="submit" fullWidth disabled={!canSubmit}>
              {create.isPending ? 'Creating account...' : 'Create account'}
            </Button>
            <Text size="sm" ta="center">
              Already have an account?{' '}
              <Anchor component={Link} to={ROUTES.LoginView} size="sm">
                Sign in
              </Anchor>
            </Text>
          </Stack>
        </fieldset>
      </form>
    </AuthFrame>
  );
}
