import { COMMAND_CHANNELS, COMMAND_TEXTS, type Command, type CommandChannel } from '@lodestar/contracts';

/** The channel flags of a catalogue command. */
export type CommandChannelFlags = Pick<Command, 'is_sent_via_data' | 'is_sent_via_sms' | 'is_sent_via_sos'>;

/** Custom commands travel as plain text: the SOS channel only carries catalogue commands (spec 1 §5). */
const CUSTOM_CHANNELS: readonly CommandChannel[] = ['data', 'sms'];

/** The channels a command may use: a catalogue command's flags, or data and sms for a custom command (null). */
export function allowedChannels(command: CommandChannelFlags | null): CommandChannel[] {
  if (command === null) return [...CUSTOM_CHANNELS];
  return COMMAND_CHANNELS.filter((c) => command[`is_sent_via_${c}`]);
}

/** The chosen channels once each, in the catalogue's order (data, sms, sos). */
export function uniqueChannels(sendVia: readonly CommandChannel[]): CommandChannel[] {
  return COMMAND_CHANNELS.filter((c) => sendVia.includes(c));
}

/**
 * Why the chosen channels cannot carry the command (empty when they can): at least one channel; a custom command
 * (null) only via sms or data; a catalogue command only via the channels it allows.
 */
export function channelErrors(
  command: CommandChannelFlags | null,
  sendVia: readonly CommandChannel[],
): string[] {
  const chosen = uniqueChannels(sendVia);
  if (chosen.length === 0) return [COMMAND_TEXTS.chooseChannel];
  const allowed = allowedChannels(command);
  const refused = chosen.filter((c) => !allowed.includes(c));
  if (command === null) return refused.length > 0 ? [COMMAND_TEXTS.customViaSos] : [];
  return refused.map((c) => COMMAND_TEXTS.channelNotAllowed(c));
}
