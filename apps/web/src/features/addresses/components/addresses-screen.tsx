import { Title } from '@mantine/core';

/** The Addresses tab (spec 3 §2.4). */
export function AddressesScreen() {
  return (
    <Title order={2} size="h3">
      Addresses
    </Title>
  );
}
