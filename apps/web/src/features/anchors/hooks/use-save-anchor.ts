import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterAnchorChange } from '../api/refresh-after-anchor-change.ts';
import { saveAnchorWizard } from '../api/save-anchor-wizard.ts';
import { anchorRequestOf } from '../utils/anchor-form.ts';
import type { AnchorWizardState } from './use-anchor-wizard.ts';

/**
 * The wizard's save: the anchor, then its image removals and uploads. What went through is recorded in the
 * wizard as it happens (the new anchor's id, each image done), so after a failure the user fixes what was refused
 * and saves again without a second anchor or a second copy of an image.
 */
export function useSaveAnchor(accountId: number, wizard: AnchorWizardState) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      saveAnchorWizard(
        accountId,
        {
          anchorId: wizard.anchor?.id ?? wizard.createdId,
          request: anchorRequestOf(wizard.form),
          removedImageIds: wizard.removedImageIds,
          newImages: wizard.newImages,
        },
        {
          anchorCreated: wizard.setCreatedId,
          imageRemoved: wizard.imageRemovalDone,
          imageUploaded: wizard.dropNewImage,
        },
      ),
    // also after a failure: an anchor created before an image was refused shows in the list
    onSettled: () => refreshAfterAnchorChange(queryClient, accountId),
  });
}
