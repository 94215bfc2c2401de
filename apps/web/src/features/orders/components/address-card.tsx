import type { Address } from '@lodestar/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** Name, the two address lines and the phone (spec 3 §2.4 address cards); 'None' when the order has none. */
export function AddressCard({ title, address }: { title: string; address: Address | null | undefined }) {
  const name = [address?.first_name, address?.last_name].filter(Boolean).join(' ');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap={2}>
        <Title order={3} size="h5" mb={4}>
          {title}
        </Title>
        {address ? (
          <AddressLines name={name} address={address} />
        ) : (
          <Text c="dimmed" size="sm">
            None
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The lines of an address as a letter shows them; shared with the invoice's 'Billed to'. */
export function AddressLines({ name, address }: { name?: string; address: Address }) {
  return (
    <>
      {name && (
        <Text size="sm" fw={500}>
          {name}
        </Text>
      )}
      <Text size="sm">{[address.line1, address.line2].filter(Boolean).join(', ')}</Text>
      <Text size="sm">
        {address.city}, {address.state} {address.zip}
      </Text>
      {address.phone && <Text size="sm">{address.phone}</Text>}
    </>
  );
}
