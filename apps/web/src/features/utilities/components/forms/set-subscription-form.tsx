import { NativeSelect } from '@mantine/core';
import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { optionalText } from '../../utils/utility-input.ts';
import { DateField } from '../fields/date-field.tsx';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Set Subscription: a tracker's service set to a plan of 1 or 12 months, optionally until a given day. */
export function SetSubscriptionForm() {
  const form = useUtilityForm({ serial: '', months: '12', until: '' });
  const { values, errors, set } = form;
  return (
    <UtilityForm
      action="set-subscription"
      form={form}
      toInput={(v) => ({ serial: v.serial, months: Number(v.months), until: optionalText(v.until) })}
    >
      <SerialField value={values.serial} onChange={(s) => set('serial', s)} error={errors.serial} />
      <NativeSelect
        label="Plan"
        data={[
          { value: '1', label: 'Monthly (1 month)' },
          { value: '12', label: 'Yearly (12 months)' },
        ]}
        value={values.months}
        onChange={(e) => set('months', e.currentTarget.value)}
        error={errors.months}
      />
      <DateField
        label="Until"
        description="Optional: the day the service ends (without one, the plan's months from today)"
        value={values.until}
        onChange={(d) => set('until', d)}
        error={errors.until}
      />
    </UtilityForm>
  );
}
