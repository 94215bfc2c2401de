import { ANCHOR_IMAGE_EXTENSIONS, ANCHOR_IMAGE_MAX_BYTES, ANCHOR_TEXTS } from '@lodestar/contracts';

/** What the wizard knows of a chosen file before sending it. */
export interface ChosenFile {
  name: string;
  size: number;
}

/**
 * Why a chosen file cannot be an anchor image, or null when it may be uploaded (spec 1 §5: .jpg, .jpeg or .png,
 * at most 1 MB). Checked in the browser so nothing doomed is sent; the server still judges the bytes, since a
 * name says nothing about what a file holds.
 */
export function anchorImageProblem(file: ChosenFile): string | null {
  const name = file.name.toLowerCase();
  if (!ANCHOR_IMAGE_EXTENSIONS.some((ending) => name.endsWith(ending)))
    return ANCHOR_TEXTS.imageWrongType(file.name);
  if (file.size > ANCHOR_IMAGE_MAX_BYTES) return ANCHOR_TEXTS.imageTooLarge(file.name);
  return null;
}

/** The chosen files split into those to keep and the messages for those refused, in the order chosen. */
export function sortChosenFiles<T extends ChosenFile>(
  files: readonly T[],
): { accepted: T[]; refused: string[] } {
  const accepted: T[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const problem = anchorImageProblem(file);
    if (problem) refused.push(problem);
    else accepted.push(file);
  }
  return { accepted, refused };
}
