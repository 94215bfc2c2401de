import { addressLine, type Address } from '@lodestar/contracts';
import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useAccountAddresses } from '../api/get-account-addresses.ts';
import type { DraftForm } from '../utils/draft-form.ts';

type Change = (patch: Partial<DraftForm>) => void;

const choices = (addresses: readonly Address[], category: Address['category']) =>
  addresses
    .filter((a) => a.category === category)
    .map((a) => ({ value: String(a.id), label: `${addressLine(a)}${a.is_default ? ' (default)' : ''}` }));

/** Where the order is billed and shipped (the account's addresses), its PO number and who sold it. */
export function DraftDetailsFields({ form, onChange }: { form: DraftForm; onChange: Change }) {
  const addresses = useAccountAddresses(form.accountId);
  const list = addresses.data ?? [];
  const placeholder = (category: Address['category']) =>
    form.accountId === null
      ? 'Choose the account first'
      : addresses.isPending
        ? 'Loading…'
        : choices(list, category).length > 0
          ? 'The account’s default'
          : 'No addresses';
  const pick = (v: string | null) => (v === null ? null : Number(v));
  return (
    <Stack gap="xs" component="section" aria-labelledby="draft-details">
      <Title order={2} size="h4" id="draft-details">
        Details
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Billing address"
          placeholder={placeholder('billing')}
          data={choices(list, 'billing')}
          value={form.billingAddressId === null ? null : String(form.billingAddressId)}
          onChange={(v) => onChange({ billingAddressId: pick(v) })}
          disabled={form.accountId === null}
          clearable
        />
        <Select
          label="Shipping address"
          placeholder={placeholder('shipping')}
          data={choices(list, 'shipping')}
          value={form.shippingAddressId === null ? null : String(form.shippingAddressId)}
          onChange={(v) => onChange({ shippingAddressId: pick(v) })}
          disabled={form.accountId === null}
          clearable
        />
        <TextInput
          label="PO number"
          maxLength={60}
          value={form.poNumber}
          onChange={(e) => onChange({ poNumber: e.currentTarget.value })}
        />
        <TextInput
          label="Sales person"
          description="Shown to the customer as who sent the order"
          maxLength={120}
          value={form.salesPerson}
          onChange={(e) => onChange({ salesPerson: e.currentTarget.value })}
        />
      </SimpleGrid>
    </Stack>
  );
}
