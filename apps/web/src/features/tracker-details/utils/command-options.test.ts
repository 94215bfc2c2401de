import type { Command } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { commandOptions } from './command-options.ts';

const base: Command = {
  id: 0,
  model_id: 1,
  parent_id: null,
  title: '',
  description: null,
  commands: '',
  is_category: false,
  has_arguments: false,
  translation: null,
  is_sent_via_data: true,
  is_sent_via_sms: false,
  is_sent_via_sos: false,
  arguments: [],
};
const entry = (id: number, title: string, extra: Partial<Command> = {}): Command => ({
  ...base,
  id,
  title,
  ...extra,
});

describe('the command select', () => {
  it('lists loose commands first, then each category with its commands; categories are not choices', () => {
    const catalogue = [
      entry(1, 'Locate now'),
      entry(2, 'Alarms', { is_category: true }),
      entry(3, 'Set speed alarm', { parent_id: 2 }),
      entry(4, 'Clear SOS alarm', { parent_id: 2 }),
      entry(5, 'Empty category', { is_category: true }),
      entry(6, 'Reboot'),
    ];
    expect(commandOptions(catalogue)).toEqual([
      { value: '1', label: 'Locate now' },
      { value: '6', label: 'Reboot' },
      {
        group: 'Alarms',
        items: [
          { value: '3', label: 'Set speed alarm' },
          { value: '4', label: 'Clear SOS alarm' },
        ],
      },
    ]);
  });

  it('keeps a command whose category is missing from the list', () => {
    expect(commandOptions([entry(7, 'Orphan', { parent_id: 99 })])).toEqual([
      { value: '7', label: 'Orphan' },
    ]);
  });
});
