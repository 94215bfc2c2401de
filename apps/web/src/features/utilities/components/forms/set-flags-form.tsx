import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { ACCOUNT_FLAGS, flagsInput, NO_FLAG_CHOSEN, type FlagChoice } from '../../utils/account-flags.ts';
import { AccountField, type AccountChoice } from '../../../../components/admin-account-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

const CHOICES = [
  { value: 'keep', label: 'Leave as it is' },
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
];

/** Set Flags: an account's features switched on or off; the flags left as they are are not sent. */
export function SetFlagsForm() {
  const form = useUtilityForm({
    account_id: null as AccountChoice | null,
    flags: {} as Partial<Record<(typeof ACCOUNT_FLAGS)[number]['flag'], FlagChoice>>,
  });
  const { values, errors, set } = form;
  return (
    <UtilityForm
      action="set-flags"
      form={form}
      toInput={(v) => ({ account_id: v.account_id?.id, flags: flagsInput(v.flags) })}
      problems={(v): Record<string, string> =>
        Object.keys(flagsInput(v.flags)).length === 0 ? { flags: NO_FLAG_CHOSEN } : {}
      }
    >
      <AccountField
        value={values.account_id}
        onChange={(a) => set('account_id', a)}
        error={errors.account_id}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {ACCOUNT_FLAGS.map(({ flag, label }) => (
          <NativeSelect
            key={flag}
            label={label}
            data={CHOICES}
            value={values.flags[flag] ?? 'keep'}
            onChange={(e) => set('flags', { ...values.flags, [flag]: e.currentTarget.value as FlagChoice })}
          />
        ))}
      </SimpleGrid>
      {errors.flags && (
        <Text c="red" size="sm" role="alert">
          {errors.flags}
        </Text>
      )}
    </UtilityForm>
  );
}
