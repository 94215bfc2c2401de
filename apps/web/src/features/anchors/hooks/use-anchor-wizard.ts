import type { Anchor, AnchorImage } from '@lodestar/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PendingImage } from '../api/save-anchor-wizard.ts';
import {
  anchorFormOf,
  emptyAnchorForm,
  hasUnsavedChanges,
  type AnchorForm,
  type AnchorWizardStep,
} from '../utils/anchor-form.ts';

/** A new image shown in the wizard before it is sent: its file and a preview address of its own. */
export interface PendingImagePreview extends PendingImage {
  previewUrl: string;
}

let nextImageKey = 1;

/**
 * The anchor wizard's state (spec 1 §2.8): the step, the fields, the anchor's images (kept, removed) and the new
 * ones waiting with their previews. An edit starts from the anchor; a new anchor from an empty form, with the
 * previous anchor's address when 'Save & Add More' opened it. `createdId` remembers an anchor a failed save
 * already created, so the retry edits it instead of adding a second one.
 */
export function useAnchorWizard(anchor: Anchor | null, carriedAddress: string) {
  const [start, setStart] = useState<AnchorForm>(() =>
    anchor ? anchorFormOf(anchor) : emptyAnchorForm(carriedAddress),
  );
  const [step, setStep] = useState<AnchorWizardStep>(1);
  const [form, setForm] = useState<AnchorForm>(start);
  const [keptImages, setKeptImages] = useState<readonly AnchorImage[]>(anchor?.images ?? []);
  const [removedImageIds, setRemovedImageIds] = useState<readonly number[]>([]);
  const [newImages, setNewImages] = useState<readonly PendingImagePreview[]>([]);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);

  // previews are blob: addresses that hold the file in memory until revoked
  const previews = useRef(newImages);
  previews.current = newImages;
  useEffect(() => () => previews.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  const update = useCallback((patch: Partial<AnchorForm>) => setForm((f) => ({ ...f, ...patch })), []);

  const addFiles = useCallback((files: readonly File[]) => {
    const added = files.map((file) => ({
      key: `new-${nextImageKey++}`,
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    setNewImages((current) => [...current, ...added]);
  }, []);

  const dropNewImage = useCallback((key: string) => {
    setNewImages((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((image) => image.key !== key);
    });
  }, []);

  const removeKeptImage = useCallback((imageId: number) => {
    setKeptImages((current) => current.filter((image) => image.id !== imageId));
    setRemovedImageIds((current) => [...current, imageId]);
  }, []);

  /** A removal the server has done: it is no longer waiting. */
  const imageRemovalDone = useCallback((imageId: number) => {
    setRemovedImageIds((current) => current.filter((id) => id !== imageId));
  }, []);

  /**
   * 'Save & Add More' (spec 1 §2.8): a fresh new anchor with the same address, in the same wizard, so the map
   * stays where it is.
   */
  const restart = useCallback((address: string) => {
    const fresh = emptyAnchorForm(address);
    previews.current.forEach((image) => URL.revokeObjectURL(image.previewUrl));
    setStart(fresh);
    setForm(fresh);
    setStep(1);
    setKeptImages([]);
    setRemovedImageIds([]);
    setNewImages([]);
    setCreatedId(null);
    setSaved(false);
  }, []);

  const imagesChanged = removedImageIds.length > 0 || newImages.length > 0;

  return {
    anchor,
    editing: anchor !== null,
    step,
    setStep,
    form,
    update,
    keptImages,
    removedImageIds,
    newImages,
    addFiles,
    dropNewImage,
    removeKeptImage,
    imageRemovalDone,
    createdId,
    setCreatedId,
    saved,
    setSaved,
    restart,
    hasChanges: !saved && hasUnsavedChanges(form, start, imagesChanged),
  };
}

export type AnchorWizardState = ReturnType<typeof useAnchorWizard>;
