import {
  MESSAGES,
  TIMING,
  TRACKER_DETAILS_TEXTS,
  TRACKER_NAME_MAX,
  TRACKER_NOTE_MAX,
  TRACKER_SECTION_TITLES,
  TRACKER_SETTINGS_TEXTS,
  type DeviceDetails,
} from '@lodestar/contracts';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { messageOf } from '../../../api/api-error.ts';
import { useUpdateTracker } from '../api/update-tracker.ts';
import { fieldErrors } from '../../../api/field-errors.ts';
import { DetailsSection } from './details-section.tsx';

interface NotesValues {
  name: string;
  note: string;
}

function NotesForm({ tracker }: { tracker: DeviceDetails }) {
  const update = useUpdateTracker(tracker.account_id, tracker.id);
  const form = useForm<NotesValues>({
    initialValues: { name: tracker.name, note: tracker.note ?? '' },
    validate: { name: (v) => (v.trim() === '' ? TRACKER_SETTINGS_TEXTS.nameRequired : null) },
  });
  const nameMissing = form.values.name.trim() === '';

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ name: values.name.trim(), note: values.note.trim() });
      notifications.show({
        color: 'green',
        message: MESSAGES.savedSuccessfully,
        autoClose: TIMING.defaultToast,
      });
    } catch (error) {
      form.setErrors(fieldErrors(error));
      notifications.show({ color: 'red', message: messageOf(error, TRACKER_DETAILS_TEXTS.cannotSave) });
    }
  });

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Tracker name"
          required
          maxLength={TRACKER_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={TRACKER_NOTE_MAX}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={nameMissing || !form.isDirty()} loading={update.isPending}>
            Save notes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The Notes section (spec 1 §2.6): the tracker's name, which may not be empty, and its free-text note. Users who
 * may not change them (specific trackers role) read the note.
 */
export function NotesSection({ tracker, readOnly }: { tracker: DeviceDetails; readOnly: boolean }) {
  return (
    <DetailsSection title={TRACKER_SECTION_TITLES.notes}>
      {readOnly ? (
        <Text size="sm" c={tracker.note ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {tracker.note || TRACKER_DETAILS_TEXTS.noNote}
        </Text>
      ) : (
        // a saved change (or a rename elsewhere) starts the form again from what the server holds
        <NotesForm key={`${tracker.id}:${tracker.name}:${tracker.note ?? ''}`} tracker={tracker} />
      )}
    </DetailsSection>
  );
}
