import { MESSAGES, type Me } from '@lodestar/contracts';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { deleteImitation } from '../../session/api/delete-imitation.ts';
import { imitationExitUrl } from '../../session/imitation-exit.ts';
import { clearImitationPreferences } from '../../session/preferences-storage.ts';

/** Shown while an internal admin acts as a user (spec 3 §2.10); Quit Imitation returns to the admin's origin. */
export function ImitationBanner({ me }: { me: Me }) {
  const [quitting, setQuitting] = useState(false);
  const quit = async () => {
    setQuitting(true);
    try {
      await deleteImitation();
      clearImitationPreferences();
      window.location.assign(imitationExitUrl());
    } catch {
      setQuitting(false);
      notifications.show({ color: 'red', message: MESSAGES.quitImitationFailed });
    }
  };

  return (
    <Group
      component="aside"
      aria-label="Imitation"
      bg="orange.7"
      c="white"
      px="md"
      py={6}
      gap="sm"
      justify="center"
      wrap="wrap"
    >
      <Text fw={700} size="sm">
        {MESSAGES.imitating}
      </Text>
      <Text size="sm">
        {me.name} ({me.email})
      </Text>
      <Button
        size="compact-sm"
        variant="white"
        color="orange.8"
        loading={quitting}
        onClick={() => void quit()}
      >
        Quit Imitation
      </Button>
    </Group>
  );
}
