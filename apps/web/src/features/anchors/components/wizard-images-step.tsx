import { ANCHOR_IMAGES_MAX, ANCHOR_TEXTS } from '@lodestar/contracts';
import { Button, CloseButton, FileButton, Group, Input, Stack, Text, Textarea } from '@mantine/core';
import { showImageRefused } from '../hooks/anchor-toasts.ts';
import type { AnchorWizardState } from '../hooks/use-anchor-wizard.ts';
import { sortChosenFiles } from '../utils/anchor-image-check.ts';
import classes from './anchors.module.css';

/** What the save buttons ask for (spec 1 §2.8). */
export type SaveThen = 'add-more' | 'close';

/**
 * Step 4, images and notes (spec 1 §2.8): JPEG and PNG files of at most 1 MB each, checked as they are chosen
 * (a refused one is named in a 10-second message, spec 1 §5) and shown as previews with Remove; the anchor's own
 * images when editing; the notes; then 'Save & Add More' or 'Save & Close'.
 */
export function WizardImagesStep({
  wizard,
  saving,
  onSave,
}: {
  wizard: AnchorWizardState;
  saving: boolean;
  onSave: (then: SaveThen) => void;
}) {
  const { form, update, keptImages, newImages } = wizard;
  const room = ANCHOR_IMAGES_MAX - keptImages.length - newImages.length;

  const choose = (files: File[]) => {
    const { accepted, refused } = sortChosenFiles(files);
    refused.forEach(showImageRefused);
    if (accepted.length > room) showImageRefused(ANCHOR_TEXTS.tooManyImages);
    wizard.addFiles(accepted.slice(0, Math.max(0, room)));
  };

  return (
    <Stack gap="sm">
      <Input.Wrapper
        label={ANCHOR_TEXTS.images}
        description={`JPEG or PNG (.jpg, .jpeg, .png), at most 1 MB each; up to ${ANCHOR_IMAGES_MAX} images.`}
      >
        <Stack gap="xs" mt={6}>
          {keptImages.length + newImages.length > 0 && (
            <div className={classes.images} aria-label="Anchor images" role="list">
              {keptImages.map((image, index) => (
                <div key={image.id} className={classes.imageTile} role="listitem">
                  <img className={classes.preview} src={image.url} alt={`Image ${index + 1}`} />
                  <CloseButton
                    className={classes.imageRemove}
                    size="sm"
                    variant="filled"
                    aria-label={`Remove image ${index + 1}`}
                    onClick={() => wizard.removeKeptImage(image.id)}
                    disabled={saving}
                  />
                </div>
              ))}
              {newImages.map((image) => (
                <div key={image.key} className={classes.imageTile} role="listitem">
                  <img className={classes.preview} src={image.previewUrl} alt={image.file.name} />
                  <CloseButton
                    className={classes.imageRemove}
                    size="sm"
                    variant="filled"
                    aria-label={`Remove ${image.file.name}`}
                    onClick={() => wizard.dropNewImage(image.key)}
                    disabled={saving}
                  />
                </div>
              ))}
            </div>
          )}
          <FileButton onChange={choose} accept=".jpg,.jpeg,.png,image/jpeg,image/png" multiple>
            {(props) => (
              <Button {...props} variant="light" disabled={saving || room <= 0} w="fit-content">
                Add images
              </Button>
            )}
          </FileButton>
          {room <= 0 && (
            <Text size="sm" c="dimmed">
              {ANCHOR_TEXTS.tooManyImages}
            </Text>
          )}
        </Stack>
      </Input.Wrapper>
      <Textarea
        label={ANCHOR_TEXTS.notes}
        value={form.notes}
        onChange={(event) => update({ notes: event.currentTarget.value })}
        autosize
        minRows={3}
        maxLength={5_000}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={() => wizard.setStep(3)} disabled={saving}>
          {ANCHOR_TEXTS.back}
        </Button>
        <Group gap="xs">
          <Button variant="light" onClick={() => onSave('add-more')} loading={saving}>
            {ANCHOR_TEXTS.saveAndAddMore}
          </Button>
          <Button onClick={() => onSave('close')} loading={saving}>
            {ANCHOR_TEXTS.saveAndClose}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
