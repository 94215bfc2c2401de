import { Container, Stack, Text, Title } from '@mantine/core';

/** A view whose screen is still to be built: its heading only, so nothing on it pretends to work. */
export function ViewPlaceholder({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Container size="lg" py="lg" w="100%">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {subtitle && (
          <Text component="h2" size="xl" fw={500} c="dimmed" m={0}>
            {subtitle}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
