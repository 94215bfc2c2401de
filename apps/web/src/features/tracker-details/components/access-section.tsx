import {
  MESSAGES,
  TIMING,
  TRACKER_DETAILS_TEXTS,
  TRACKER_SECTION_TITLES,
  TRACKER_SETTINGS_TEXTS,
  type DeviceDetails,
} from '@lodestar/contracts';
import { Button, Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { useAccountUsers } from '../api/get-account-users.ts';
import { useUpdateTrackerUsers } from '../api/update-tracker-users.ts';
import { DetailsSection } from './details-section.tsx';

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

function AccessForm({ tracker }: { tracker: DeviceDetails }) {
  const members = useAccountUsers(tracker.account_id);
  const update = useUpdateTrackerUsers(tracker.account_id, tracker.id);
  const saved = tracker.users.map((u) => String(u.id));
  const [chosen, setChosen] = useState(saved);

  if (members.isPending) return <Loader size="sm" aria-label="Loading users" />;
  if (members.isError)
    return (
      <Text size="sm" c="red">
        {messageOf(members.error, TRACKER_SETTINGS_TEXTS.accessFailed)}
      </Text>
    );
  // admins and 'all' users see every tracker already: only users with specific trackers are given access
  const candidates = members.data.filter((m) => m.role === 'devices');
  const data = candidates.map((m) => ({ value: String(m.id), label: `${m.name} (${m.email})` }));
  // someone given access who is no longer a devices-role member still shows, so saving can remove them
  for (const user of tracker.users)
    if (!data.some((d) => d.value === String(user.id)))
      data.push({ value: String(user.id), label: user.name });

  const save = async () => {
    try {
      await update.mutateAsync(chosen.map(Number));
      notifications.show({
        color: 'green',
        message: TRACKER_SETTINGS_TEXTS.accessUpdated,
        autoClose: TIMING.defaultToast,
      });
    } catch (error) {
      notifications.show({ color: 'red', message: messageOf(error, TRACKER_SETTINGS_TEXTS.accessFailed) });
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {data.length === 0 ? TRACKER_DETAILS_TEXTS.accessNoCandidates : TRACKER_DETAILS_TEXTS.accessIntro}
      </Text>
      {data.length > 0 && (
        <MultiSelect
          label="Users with access"
          placeholder={chosen.length === 0 ? TRACKER_DETAILS_TEXTS.accessNobody : undefined}
          data={data}
          value={chosen}
          onChange={setChosen}
          searchable
          clearable
          nothingFoundMessage={MESSAGES.noOptions}
        />
      )}
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending} disabled={sameIds(chosen, saved)}>
          Save access
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The Access section (spec 1 §2.6): the account's users with specific trackers who may see this one, besides
 * the admins; add or remove them and save the list. Only for those who manage the account (admin, all).
 */
export function AccessSection({ tracker }: { tracker: DeviceDetails }) {
  return (
    <DetailsSection title={TRACKER_SECTION_TITLES.access}>
      <AccessForm key={tracker.users.map((u) => u.id).join()} tracker={tracker} />
    </DetailsSection>
  );
}
