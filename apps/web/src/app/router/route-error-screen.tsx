import { MESSAGES } from '@lodestar/contracts';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/**
 * Last resort for a failure no screen handled, e.g. a screen's code that no longer exists after a new release.
 * Reloading fetches the current release, which is what fixes those.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>{MESSAGES.serverErrorTitle}</Title>
        <Text c="dimmed">The page could not be shown.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
