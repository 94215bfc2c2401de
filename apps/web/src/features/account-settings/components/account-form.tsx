import { MESSAGES, TIMING, type Me } from '@lodestar/contracts';
import { formatPhone, phoneForServer } from '@lodestar/domain';
import { Alert, Button, Group, MaskInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { useTimezones } from '../api/get-timezones.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { fieldErrors } from '../../../api/field-errors.ts';

interface AccountValues {
  name: string;
  email: string;
  /** Digits only; the mask shows them as (###) ###-####. */
  phone: string;
  timezone: string;
}

/**
 * The Account form (spec 3 §2.5, §5): submit stays disabled while saving or while email or time zone is empty. A new
 * e-mail address changes only when the link mailed to it is opened (issue 26): the form then says so, and the field
 * goes back to the address in use.
 */
export function AccountForm({ me }: { me: Me }) {
  const timezones = useTimezones();
  const update = useUpdateUser(me.id);
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm<AccountValues>({
    initialValues: {
      name: me.name,
      email: me.email,
      phone: formatPhone(me.phone).replace(/\D/g, ''),
      timezone: me.timezone_id == null ? '' : String(me.timezone_id),
    },
    validate: {
      phone: (v) => (v === '' || v.length === 10 ? null : 'Enter all 10 digits of the phone number'),
    },
  });
  const canSubmit = !update.isPending && form.values.email.trim() !== '' && form.values.timezone !== '';

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: phoneForServer(values.phone),
        timezone_id: Number(values.timezone),
      });
      setPending(answer.meta?.message ?? null);
      if (answer.meta) form.setFieldValue('email', answer.data.email);
      notifications.show({
        color: 'green',
        message: MESSAGES.savedSuccessfully,
        autoClose: TIMING.defaultToast,
      });
    } catch (error) {
      form.setErrors(fieldErrors(error, { timezone_id: 'timezone' }));
      notifications.show({ color: 'red', message: messageOf(error, MESSAGES.cannotUpdate) });
    }
  });

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        {pending && (
          <Alert color="blue" variant="light" role="status">
            {pending}
          </Alert>
        )}
        <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <MaskInput
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          mask="(999) 999-9999"
          placeholder="(###) ###-####"
          defaultValue={formatPhone(me.phone)}
          onChangeRaw={(raw) => form.setFieldValue('phone', raw)}
          error={form.errors.phone}
        />
        <Select
          label="Time zone"
          required
          searchable
          placeholder={timezones.isPending ? 'Loading time zones…' : 'Choose a time zone'}
          nothingFoundMessage={MESSAGES.noOptions}
          data={(timezones.data ?? []).map((tz) => ({ value: String(tz.id), label: tz.identifier }))}
          disabled={timezones.isPending}
          allowDeselect={false}
          {...form.getInputProps('timezone')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!canSubmit} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
