import { ADDRESS_TEXTS, type Account, type AddressCategory } from '@lodestar/contracts';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { DefaultAddressSelector } from './default-address-selector.tsx';
import { NewAddressDialog } from './new-address-dialog.tsx';

/** The Addresses tab (spec 3 §2.4): the default billing and default shipping addresses, each with Add New. */
export function AddressesScreen() {
  const { access } = useCurrentAccount();
  if (!access?.account) return null;
  return <Addresses account={access.account} />;
}

function Addresses({ account }: { account: Account }) {
  const addresses = useAddresses(account.id);
  const [adding, setAdding] = useState<AddressCategory | null>(null);
  const of = (category: AddressCategory) => (addresses.data ?? []).filter((a) => a.category === category);

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Addresses
      </Title>
      {addresses.isPending && <Loader size="sm" aria-label="Loading addresses" />}
      {addresses.isError && (
        <Alert color="red" variant="light">
          The addresses could not be loaded.
        </Alert>
      )}
      {addresses.data && (
        <Stack gap="md" maw={640}>
          <DefaultAddressSelector
            accountId={account.id}
            label={ADDRESS_TEXTS.defaultBilling}
            addresses={of('billing')}
            onAddNew={() => setAdding('billing')}
          />
          <DefaultAddressSelector
            accountId={account.id}
            label={ADDRESS_TEXTS.defaultShipping}
            addresses={of('shipping')}
            onAddNew={() => setAdding('shipping')}
          />
        </Stack>
      )}
      <NewAddressDialog accountId={account.id} category={adding} onClose={() => setAdding(null)} />
    </Stack>
  );
}
