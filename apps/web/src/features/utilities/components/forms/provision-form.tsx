import { TextInput } from '@mantine/core';
import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { chosenId, optionalText } from '../../utils/utility-input.ts';
import { AccountField, type AccountChoice } from '../../../../components/admin-account-field.tsx';
import { IccidField } from '../fields/iccid-field.tsx';
import { ModelField } from '../fields/model-field.tsx';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Provision: a new tracker for an account, with its model and optionally its IMEI, SIM and name. */
export function ProvisionForm() {
  const form = useUtilityForm({
    account_id: null as AccountChoice | null,
    serial: '',
    model_id: null as string | null,
    imei: '',
    iccid: '',
    name: '',
  });
  const { values, errors, set } = form;
  return (
    <UtilityForm
      action="provision"
      form={form}
      toInput={(v) => ({
        account_id: v.account_id?.id,
        serial: v.serial,
        model_id: chosenId(v.model_id),
        imei: optionalText(v.imei),
        iccid: optionalText(v.iccid),
        name: optionalText(v.name),
      })}
    >
      <AccountField
        value={values.account_id}
        onChange={(a) => set('account_id', a)}
        error={errors.account_id}
      />
      <SerialField value={values.serial} onChange={(s) => set('serial', s)} error={errors.serial} />
      <ModelField value={values.model_id} onChange={(m) => set('model_id', m)} error={errors.model_id} />
      <TextInput
        label="IMEI"
        description="Optional: 15 digits"
        inputMode="numeric"
        value={values.imei}
        onChange={(e) => set('imei', e.currentTarget.value)}
        error={errors.imei}
      />
      <IccidField
        label="SIM ICCID"
        description="Optional"
        required={false}
        value={values.iccid}
        onChange={(i) => set('iccid', i)}
        error={errors.iccid}
      />
      <TextInput
        label="Name"
        description="Optional: the serial is used without one"
        value={values.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={errors.name}
      />
    </UtilityForm>
  );
}
