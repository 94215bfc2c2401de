import { Title } from '@mantine/core';

/** The API Access tab (spec 3 §2.4). */
export function ApiAccessScreen() {
  return (
    <Title order={2} size="h3">
      API Access
    </Title>
  );
}
