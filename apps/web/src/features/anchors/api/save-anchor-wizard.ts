import type { CreateAnchorRequest } from '@lodestar/contracts';
import { createAnchor } from './create-anchor.ts';
import { deleteAnchorImage } from './delete-anchor-image.ts';
import { updateAnchor } from './update-anchor.ts';
import { uploadAnchorImage } from './upload-anchor-image.ts';

/** A new image waiting in the wizard: a key of its own, so it can be removed before it is sent. */
export interface PendingImage {
  key: string;
  file: File;
}

/** What the wizard saves: the fields, and the images removed and added since it opened. */
export interface AnchorWizardSave {
  /** null: a new anchor (POST); else the anchor edited, or the one an earlier failed attempt already created. */
  anchorId: number | null;
  request: CreateAnchorRequest;
  removedImageIds: readonly number[];
  newImages: readonly PendingImage[];
}

/** How far a save came, so a retry after a failure repeats nothing that went through. */
export interface AnchorSaveProgress {
  /** Known as soon as the anchor exists: a retry then edits it instead of adding a second one. */
  anchorCreated: (id: number) => void;
  imageRemoved: (imageId: number) => void;
  imageUploaded: (key: string) => void;
}

/**
 * Saves the wizard: POST the anchor (or PUT an existing one) first, then delete the removed images and upload
 * the new ones, one at a time (each is up to 1 MB; one at a time keeps a phone's upload from timing out).
 * Answers the anchor's id. Throws the first failure; the progress says what is already done.
 */
export async function saveAnchorWizard(
  accountId: number,
  save: AnchorWizardSave,
  progress: AnchorSaveProgress,
): Promise<number> {
  let anchorId = save.anchorId;
  if (anchorId === null) {
    anchorId = (await createAnchor(accountId, save.request)).id;
    progress.anchorCreated(anchorId);
  } else {
    await updateAnchor(accountId, anchorId, save.request);
  }
  for (const imageId of save.removedImageIds) {
    await deleteAnchorImage(accountId, anchorId, imageId);
    progress.imageRemoved(imageId);
  }
  for (const image of save.newImages) {
    await uploadAnchorImage(accountId, anchorId, image.file);
    progress.imageUploaded(image.key);
  }
  return anchorId;
}
