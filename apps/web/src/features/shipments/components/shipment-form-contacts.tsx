import { TagsInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ShipmentEditValues } from '../utils/shipment-form-values.ts';

interface ShipmentFormContactsProps<V extends ShipmentEditValues> {
  form: UseFormReturnType<V>;
  /** The signed-in user's own address and phone, offered first. */
  ownEmail: string | null;
  ownPhone: string | null;
}

/**
 * Who is told when the shipment starts, runs late, is due and arrives (spec 2 §3): e-mails and phone numbers,
 * optional; Enter, a comma or leaving the field adds what was typed.
 */
export function ShipmentFormContacts<V extends ShipmentEditValues>({
  form,
  ownEmail,
  ownPhone,
}: ShipmentFormContactsProps<V>) {
  const f = form as unknown as UseFormReturnType<ShipmentEditValues>;
  return (
    <>
      <TagsInput
        label="Notification e-mails"
        placeholder="Type an e-mail and press Enter"
        data={ownEmail ? [ownEmail] : []}
        acceptValueOnBlur
        splitChars={[',', ' ', ';']}
        clearable
        {...f.getInputProps('emails')}
        comboboxProps={{ withinPortal: true }}
      />
      <TagsInput
        label="Notification phone numbers"
        placeholder="(312) 555-0100, then Enter"
        data={ownPhone ? [ownPhone] : []}
        acceptValueOnBlur
        splitChars={[',', ';']}
        clearable
        {...f.getInputProps('phones')}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
