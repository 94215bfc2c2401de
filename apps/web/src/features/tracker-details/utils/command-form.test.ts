import type { Command } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { commandFormErrors, commandRequest, EMPTY_COMMAND_FORM, offeredChannels } from './command-form.ts';

function catalogueCommand(fields: Partial<Command>): Command {
  return {
    id: 1,
    model_id: null,
    parent_id: null,
    title: 'Locate',
    description: null,
    commands: 'locate#',
    is_category: false,
    has_arguments: false,
    translation: null,
    is_sent_via_data: true,
    is_sent_via_sms: false,
    is_sent_via_sos: false,
    arguments: [],
    ...fields,
  };
}

const locate = catalogueCommand({ id: 1, is_sent_via_sms: true });
const timer = catalogueCommand({
  id: 2,
  title: 'Report interval',
  commands: 'timer,__MINUTES__#',
  has_arguments: true,
  arguments: ['MINUTES'],
});
const category = catalogueCommand({ id: 3, title: 'Settings', is_category: true });
const catalogue = [locate, timer, category];

describe('the command form (spec 1 §5)', () => {
  it('asks for a command when none is chosen, and a category is not a command', () => {
    expect(commandFormErrors(EMPTY_COMMAND_FORM, catalogue)).toEqual({
      commandId: 'Please select a command to send',
    });
    expect(
      commandFormErrors({ ...EMPTY_COMMAND_FORM, commandId: '3', sendVia: ['data'] }, catalogue),
    ).toEqual({
      commandId: 'Please select a command to send',
    });
  });

  it('asks for the text of an empty custom command', () => {
    const errors = commandFormErrors(
      { ...EMPTY_COMMAND_FORM, custom: true, text: '  ', sendVia: ['data'] },
      catalogue,
    );
    expect(errors).toEqual({ text: 'Please provide a command to send' });
  });

  it('needs a value for every __NAME__ placeholder', () => {
    const values = { ...EMPTY_COMMAND_FORM, commandId: '2', sendVia: ['data' as const] };
    expect(commandFormErrors(values, catalogue)).toEqual({
      'arguments.MINUTES': 'Please provide a value for MINUTES',
    });
    expect(commandFormErrors({ ...values, arguments: { MINUTES: '10' } }, catalogue)).toEqual({});
  });

  it('offers only the channels a command allows; custom commands go via data or sms only', () => {
    expect(offeredChannels({ ...EMPTY_COMMAND_FORM, commandId: '1' }, catalogue)).toEqual(['data', 'sms']);
    expect(offeredChannels({ ...EMPTY_COMMAND_FORM, commandId: '2' }, catalogue)).toEqual(['data']);
    expect(offeredChannels({ ...EMPTY_COMMAND_FORM, custom: true }, catalogue)).toEqual(['data', 'sms']);
    const viaSos = { ...EMPTY_COMMAND_FORM, custom: true, text: 'reboot#', sendVia: ['sos' as const] };
    expect(commandFormErrors(viaSos, catalogue)).toEqual({
      sendVia: 'A custom command can be sent only via sms or data',
    });
  });

  it('needs at least one channel', () => {
    expect(commandFormErrors({ ...EMPTY_COMMAND_FORM, commandId: '1' }, catalogue)).toEqual({
      sendVia: 'Please choose how to send the command',
    });
  });

  it('sends a catalogue command by id with its trimmed arguments, a custom one as text', () => {
    const values = {
      ...EMPTY_COMMAND_FORM,
      commandId: '2',
      arguments: { MINUTES: ' 10 ' },
      sendVia: ['data' as const],
    };
    expect(commandRequest(values, catalogue)).toEqual({
      command_id: 2,
      arguments: { MINUTES: '10' },
      send_via: ['data'],
    });
    const custom = { ...EMPTY_COMMAND_FORM, custom: true, text: ' status# ', sendVia: ['sms' as const] };
    expect(commandRequest(custom, catalogue)).toEqual({ command: 'status#', send_via: ['sms'] });
  });
});
