import {
  ADDRESS_TEXTS,
  MESSAGES,
  SHARED_DIALOG_TEXTS,
  US_STATES,
  type AddressCategory,
} from '@lodestar/contracts';
import { Alert, Button, Checkbox, Modal, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { fieldErrors } from '../../../api/field-errors.ts';
import { useCreateAddress } from '../api/create-address.ts';
import {
  addressFormErrors,
  emptyAddressForm,
  stateNamed,
  toCreateRequest,
  zipMask,
  type AddressFormValues,
} from '../utils/address-form.ts';

const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));

/**
 * The New Address dialog (spec 3 §2.4): Billing and Shipping tabs over one form, opened on the tab of the
 * 'Add New' that was clicked; the spec's messages under the fields; 'Add Billing Address' / 'Adding'.
 */
export function NewAddressDialog({
  accountId,
  category,
  onClose,
}: {
  accountId: number;
  /** The tab to open on; null: closed. */
  category: AddressCategory | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={category !== null} onClose={onClose} title={ADDRESS_TEXTS.newAddress} size="md">
      {category && <NewAddressForm accountId={accountId} initial={category} onDone={onClose} />}
    </Modal>
  );
}

function NewAddressForm({
  accountId,
  initial,
  onDone,
}: {
  accountId: number;
  initial: AddressCategory;
  onDone: () => void;
}) {
  const [category, setCategory] = useState<AddressCategory>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [stateSearch, setStateSearch] = useState('');
  const create = useCreateAddress(accountId);
  const form = useForm<AddressFormValues>({
    initialValues: emptyAddressForm(),
    validate: addressFormErrors,
  });
  /** Chooses the state a typed text names ('Illi', 'il'), when it names one other than the chosen. */
  const chooseNamedState = (typed: string) => {
    const named = stateNamed(typed);
    if (named && named !== form.values.state) form.setFieldValue('state', named);
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(toCreateRequest(values, category));
      notifications.show({
        color: 'green',
        message: category === 'billing' ? ADDRESS_TEXTS.billingAdded : ADDRESS_TEXTS.shippingAdded,
      });
      onDone();
    } catch (error) {
      // the server's per-field messages go under their fields; the alert is for a refusal that names no field
      const byField = fieldErrors(error);
      form.setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(messageOf(error, SHARED_DIALOG_TEXTS.confirmError));
    }
  });

  return (
    <Tabs value={category} onChange={(v) => v && setCategory(v as AddressCategory)}>
      <Tabs.List mb="md">
        <Tabs.Tab value="billing">{ADDRESS_TEXTS.billingTab}</Tabs.Tab>
        <Tabs.Tab value="shipping">{ADDRESS_TEXTS.shippingTab}</Tabs.Tab>
      </Tabs.List>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={ADDRESS_TEXTS.line1}
            autoComplete="address-line1"
            {...form.getInputProps('line1')}
          />
          <TextInput
            label={ADDRESS_TEXTS.line2}
            autoComplete="address-line2"
            {...form.getInputProps('line2')}
          />
          <TextInput
            label={ADDRESS_TEXTS.city}
            autoComplete="address-level2"
            {...form.getInputProps('city')}
          />
          <Select
            label={ADDRESS_TEXTS.state}
            placeholder={ADDRESS_TEXTS.statePlaceholder}
            data={STATE_OPTIONS}
            searchable
            allowDeselect={false}
            selectFirstOptionOnChange
            autoSelectOnBlur
            nothingFoundMessage={MESSAGES.noOptions}
            autoComplete="address-level1"
            {...form.getInputProps('state')}
            onChange={(value) => form.setFieldValue('state', value ?? '')}
            searchValue={stateSearch}
            onSearchChange={setStateSearch}
            // left with a typed name ('Illi', 'il') and no option picked: the state it names
            onBlur={() => chooseNamedState(stateSearch)}
            // the same for Enter right after typing, before the list has marked its first match (a busy page)
            onKeyDown={(event) => {
              if (event.key === 'Enter') chooseNamedState(event.currentTarget.value);
            }}
          />
          <TextInput
            label={ADDRESS_TEXTS.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="#####"
            maxLength={5}
            {...form.getInputProps('zip')}
            onChange={(event) => form.setFieldValue('zip', zipMask(event.currentTarget.value))}
          />
          <Checkbox
            label={ADDRESS_TEXTS.useAsDefault}
            {...form.getInputProps('isDefault', { type: 'checkbox' })}
          />
          {failure && (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          )}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending
              ? ADDRESS_TEXTS.adding
              : category === 'billing'
                ? ADDRESS_TEXTS.addBilling
                : ADDRESS_TEXTS.addShipping}
          </Button>
        </Stack>
      </form>
    </Tabs>
  );
}
