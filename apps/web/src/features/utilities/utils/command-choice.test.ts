import type { Command } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { chooseCommand, commandInput, commandOptions, EMPTY_COMMAND_CHOICE } from './command-choice.ts';

const base: Command = {
  id: 1,
  model_id: 5,
  parent_id: null,
  title: 'Locate',
  description: null,
  commands: 'LOC',
  is_category: false,
  has_arguments: false,
  translation: null,
  is_sent_via_data: true,
  is_sent_via_sms: true,
  is_sent_via_sos: false,
  arguments: [],
};
const catalogue: Command[] = [
  base,
  { ...base, id: 2, title: 'Settings', is_category: true },
  { ...base, id: 3, parent_id: 2, title: 'Interval', arguments: ['SECONDS'], is_sent_via_data: false },
];

describe("a utility's command", () => {
  it('offers loose commands first, then each category with its commands', () => {
    expect(commandOptions(catalogue)).toEqual([
      { value: '1', label: 'Locate' },
      { group: 'Settings', items: [{ value: '3', label: 'Interval' }] },
    ]);
  });

  it('starts a new command with no argument values and the first channel it allows', () => {
    const choice = chooseCommand({ ...EMPTY_COMMAND_CHOICE, modelId: '5' }, { commandId: '3' }, catalogue);
    expect(choice).toMatchObject({ commandId: '3', arguments: {}, sendVia: ['sms'] });
  });

  it('sends a catalogue command with its trimmed arguments, or custom text', () => {
    const choice = {
      ...EMPTY_COMMAND_CHOICE,
      commandId: '3',
      arguments: { SECONDS: ' 60 ' },
      sendVia: ['sms' as const],
    };
    expect(commandInput(choice, catalogue)).toEqual({
      command_id: 3,
      arguments: { SECONDS: '60' },
      send_via: ['sms'],
    });
    const custom = { ...EMPTY_COMMAND_CHOICE, custom: true, text: ' REBOOT ', sendVia: ['data' as const] };
    expect(commandInput(custom, catalogue)).toEqual({ command: 'REBOOT', send_via: ['data'] });
  });

  it('sends no command when none is chosen, for the schema to refuse', () => {
    expect(commandInput(EMPTY_COMMAND_CHOICE, catalogue)).toEqual({ send_via: [] });
  });
});
