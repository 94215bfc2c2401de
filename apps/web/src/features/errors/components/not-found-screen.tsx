import { MESSAGES } from '@lodestar/contracts';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** 404 (spec 3 §2.13): any unknown address lands here; Back to Home goes to the root, which picks the start page. */
export function NotFoundScreen() {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} ta="center">
          {MESSAGES.notFound}
        </Title>
        <Button component={Link} to="/">
          Back to Home
        </Button>
      </Stack>
    </Center>
  );
}
