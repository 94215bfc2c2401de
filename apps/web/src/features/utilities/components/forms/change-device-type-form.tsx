import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { chosenId } from '../../utils/utility-input.ts';
import { ModelField } from '../fields/model-field.tsx';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Change Device Type: a tracker's model changed (its commands and wizard follow the model). */
export function ChangeDeviceTypeForm() {
  const form = useUtilityForm({ serial: '', model_id: null as string | null });
  const { values, errors, set } = form;
  return (
    <UtilityForm
      action="change-device-type"
      form={form}
      toInput={(v) => ({ serial: v.serial, model_id: chosenId(v.model_id) })}
    >
      <SerialField value={values.serial} onChange={(s) => set('serial', s)} error={errors.serial} />
      <ModelField
        label="New model"
        value={values.model_id}
        onChange={(m) => set('model_id', m)}
        error={errors.model_id}
      />
    </UtilityForm>
  );
}
