import type { Group } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addGroupTrackers } from './add-group-trackers.ts';
import { createGroup } from './create-group.ts';
import { refreshAfterGroupChange } from './refresh-after-group-change.ts';
import { swapGroupTrackers } from './swap-group-trackers.ts';
import { updateGroup } from './update-group.ts';

/** What the wizard saves, by mode (spec 1 §4 group membership editing). */
export type GroupWizardSave =
  | { mode: 'create'; name: string; deviceIds: number[] }
  | { mode: 'add'; group: Pick<Group, 'id' | 'name'>; deviceIds: number[] }
  | { mode: 'swap'; group: Pick<Group, 'id' | 'name'>; name: string; deviceIds: number[] };

/**
 * create: POST groups with the chosen trackers. add: POST .../devices (append). swap: PUT the name only if it
 * changed, then POST .../devices-swap (an empty selection empties the group). Answers the saved group.
 */
export async function saveGroupWizard(accountId: number, save: GroupWizardSave): Promise<Group> {
  switch (save.mode) {
    case 'create':
      return createGroup(accountId, { name: save.name, device_ids: save.deviceIds });
    case 'add':
      return addGroupTrackers(accountId, save.group.id, save.deviceIds);
    case 'swap':
      if (save.name.trim() !== save.group.name)
        await updateGroup(accountId, save.group.id, { name: save.name });
      return swapGroupTrackers(accountId, save.group.id, save.deviceIds);
  }
}

export function useSaveGroupWizard(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: GroupWizardSave) => saveGroupWizard(accountId, save),
    // also after a failure: a swap whose rename went through before the swap failed shows the new name
    onSettled: () => refreshAfterGroupChange(queryClient, accountId),
  });
}
