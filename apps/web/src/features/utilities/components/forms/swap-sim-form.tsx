import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { IccidField } from '../fields/iccid-field.tsx';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Swap SIM: a tracker's SIM replaced by another, as the SIM replacement wizard does it. */
export function SwapSimForm() {
  const form = useUtilityForm({ serial: '', iccid: '' });
  const { values, errors, set } = form;
  return (
    <UtilityForm action="swap-sim" form={form} toInput={(v) => ({ serial: v.serial, iccid: v.iccid })}>
      <SerialField value={values.serial} onChange={(s) => set('serial', s)} error={errors.serial} />
      <IccidField
        label="New SIM ICCID"
        value={values.iccid}
        onChange={(i) => set('iccid', i)}
        error={errors.iccid}
      />
    </UtilityForm>
  );
}
