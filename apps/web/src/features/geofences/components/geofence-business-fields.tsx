import { GEOFENCE_COUNT_MAX } from '@lodestar/contracts';
import { Checkbox, Fieldset, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { maskPhone, type GeofenceFormValues } from '../utils/geofence-form-values.ts';

/** The business accounts' sections (spec 1 §2.8): Allowable Parameters, Contact Details and Notes. */
export function GeofenceBusinessFields({ form }: { form: UseFormReturnType<GeofenceFormValues> }) {
  const count = (field: 'allowable_dwell_days' | 'max_assets' | 'min_assets', label: string) => (
    <NumberInput
      label={label}
      min={0}
      max={GEOFENCE_COUNT_MAX}
      allowDecimal={false}
      clampBehavior="none"
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
  return (
    <Stack gap="sm">
      <Fieldset legend="Allowable Parameters">
        <Stack gap="xs">
          {count('allowable_dwell_days', 'Allowable dwell days')}
          {count('max_assets', 'Maximum assets')}
          {count('min_assets', 'Minimum assets')}
        </Stack>
      </Fieldset>
      <Fieldset legend="Contact Details">
        <Stack gap="xs">
          <TextInput label="Full name" key={form.key('full_name')} {...form.getInputProps('full_name')} />
          <TextInput label="Email" type="email" key={form.key('email')} {...form.getInputProps('email')} />
          <TextInput
            label="Phone"
            placeholder="(000) 000-0000"
            inputMode="tel"
            key={form.key('phone')}
            {...form.getInputProps('phone')}
            onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
          />
          <TextInput
            label="Company name"
            key={form.key('company_name')}
            {...form.getInputProps('company_name')}
          />
          <Checkbox
            label="Send alerts to this contact"
            key={form.key('is_alertable')}
            {...form.getInputProps('is_alertable', { type: 'checkbox' })}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend="Notes">
        <Textarea
          aria-label="Notes"
          autosize
          minRows={2}
          maxRows={8}
          key={form.key('notes')}
          {...form.getInputProps('notes')}
        />
      </Fieldset>
    </Stack>
  );
}
