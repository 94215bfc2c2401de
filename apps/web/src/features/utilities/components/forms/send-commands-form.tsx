import { useUtilityForm } from '../../hooks/use-utility-form.ts';
import { useModelCommands } from '../../api/get-model-commands.ts';
import { commandInput, EMPTY_COMMAND_CHOICE } from '../../utils/command-choice.ts';
import { CommandField } from '../fields/command-field.tsx';
import { SerialField } from '../fields/serial-field.tsx';
import { UtilityForm } from '../utility-form.tsx';

/** Send Commands: a command sent to one tracker, as its details' command form would send it. */
export function SendCommandsForm() {
  const form = useUtilityForm({ serial: '', command: EMPTY_COMMAND_CHOICE });
  const { values, errors, set } = form;
  const modelId = values.command.modelId === null ? null : Number(values.command.modelId);
  const commands = useModelCommands(modelId).data ?? [];
  return (
    <UtilityForm
      action="send-commands"
      form={form}
      toInput={(v) => ({ serial: v.serial, command: commandInput(v.command, commands) })}
    >
      <SerialField value={values.serial} onChange={(s) => set('serial', s)} error={errors.serial} />
      <CommandField value={values.command} onChange={(c) => set('command', c)} error={errors.command} />
    </UtilityForm>
  );
}
