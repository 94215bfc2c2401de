import { SERVICE_TEXTS } from '@lodestar/contracts';
import { Group, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { databaseStatus as tabStatus, type DatabaseStatus } from '../api/database-status.ts';

/**
 * A banner across the top of the app while the server cannot reach its database (the live socket says when it
 * goes and comes back): changes and live updates pause meanwhile, and the banner goes by itself when it is back.
 */
export function DatabaseNotice({ status = tabStatus }: { status?: DatabaseStatus }) {
  const state = useSyncExternalStore(status.subscribe, status.get, status.get);
  if (state === 'available') return null;
  return (
    <Group component="aside" role="alert" bg="red.8" c="white" px="md" py={6} justify="center">
      <Text fw={600} size="sm">
        {SERVICE_TEXTS.notice}
      </Text>
    </Group>
  );
}
