import { GROUP_TEXTS } from '@lodestar/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import type { GroupWizardState } from '../hooks/use-group-wizard.ts';

/** Step 1, 'Name your group': Continue stays disabled while the name is empty (spec 1 §2.7, §5). */
export function WizardNameStep({ wizard }: { wizard: GroupWizardState }) {
  const empty = wizard.name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!empty) wizard.setStep(2);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label={GROUP_TEXTS.groupName}
        value={wizard.name}
        onChange={(event) => wizard.setName(event.currentTarget.value)}
        error={wizard.nameError}
        maxLength={100}
        data-autofocus
        autoComplete="off"
      />
      <Group justify="flex-end" mt="md">
        <Button type="submit" disabled={empty}>
          {GROUP_TEXTS.continue}
        </Button>
      </Group>
    </form>
  );
}
