import { TRACKER_DETAILS_TEXTS, TRACKER_SECTION_TITLES } from '@lodestar/contracts';
import { Divider, Loader, Text } from '@mantine/core';
import { messageOf } from '../../../api/api-error.ts';
import { useTrackerCommands } from '../api/get-tracker-commands.ts';
import { CommandForm } from './command-form.tsx';
import { DetailsSection } from './details-section.tsx';
import { MessageHistory } from './message-history.tsx';

interface CommandsSectionProps {
  deviceId: number;
  customAvailable: boolean;
}

/** The Commands section (spec 1 §2.6): the send form over the message history. */
export function CommandsSection({ deviceId, customAvailable }: CommandsSectionProps) {
  const commands = useTrackerCommands(deviceId);
  return (
    <DetailsSection title={TRACKER_SECTION_TITLES.commands}>
      {commands.data ? (
        <CommandForm deviceId={deviceId} commands={commands.data} customAvailable={customAvailable} />
      ) : commands.isError ? (
        <Text size="sm" c="red">
          {messageOf(commands.error, TRACKER_DETAILS_TEXTS.commandsFailed)}
        </Text>
      ) : (
        <Loader size="sm" aria-label="Loading commands" />
      )}
      <Divider my="sm" label="Messages" labelPosition="left" />
      <MessageHistory deviceId={deviceId} />
    </DetailsSection>
  );
}
