import { Textarea } from '@mantine/core';
import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { useModelCommands } from '../../api/get-model-commands.ts';
import { commandInput, EMPTY_COMMAND_CHOICE } from '../../utils/command-choice.ts';
import { serialLines } from '../../utils/utility-input.ts';
import { AccountField, type AccountChoice } from '../../../../components/admin-account-field.tsx';
import { CommandField } from '../fields/command-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Send Bulk Command: one command sent to many trackers (listed, or every tracker of an account), as a job. */
export function SendBulkCommandForm() {
  const form = useUtilityForm({
    serials: '',
    account_id: null as AccountChoice | null,
    command: EMPTY_COMMAND_CHOICE,
  });
  const { values, errors, set } = form;
  const modelId = values.command.modelId === null ? null : Number(values.command.modelId);
  const commands = useModelCommands(modelId).data ?? [];
  return (
    <UtilityForm
      action="send-bulk-command"
      form={form}
      toInput={(v) => {
        const serials = serialLines(v.serials);
        return {
          serials: serials.length > 0 ? serials : null,
          account_id: v.account_id?.id ?? null,
          command: commandInput(v.command, commands),
        };
      }}
    >
      <Textarea
        label="Tracker serials"
        description="One per line; or leave empty and choose an account"
        autosize
        minRows={3}
        maxRows={8}
        spellCheck={false}
        value={values.serials}
        onChange={(e) => set('serials', e.currentTarget.value)}
        error={errors.serials}
      />
      <AccountField
        label="Every tracker of account"
        required={false}
        value={values.account_id}
        onChange={(a) => set('account_id', a)}
        error={errors.account_id}
      />
      <CommandField value={values.command} onChange={(c) => set('command', c)} error={errors.command} />
    </UtilityForm>
  );
}
