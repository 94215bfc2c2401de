import { fileTypeFromBuffer } from 'file-type';
import {
  ANCHOR_IMAGE_MAX_BYTES,
  ANCHOR_IMAGE_TYPES,
  ANCHOR_IMAGES_MAX,
  ANCHOR_TEXTS,
  type AnchorImage,
  type AnchorImageType,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import type { AccountAccess } from '../accounts/account-access.ts';
import { countImages, deleteImage, findImageBytes, insertImage, listAnchors } from './anchors.repository.ts';
import { anchorImageUrl, requireAnchorWrite, requireBleFeature } from './anchors.service.ts';

/** An uploaded file as the route read it: its bytes (at most the limit) and whether the limit cut it off. */
export interface UploadedFile {
  /** The name the client gave, used only in messages (never to store or find anything). */
  filename: string;
  bytes: Buffer;
  truncated: boolean;
}

/**
 * A file name fit for a message: its last path segment, without control characters, at most 100 characters.
 * '../../etc/passwd.png' reads 'passwd.png'.
 */
export function displayName(filename: string): string {
  const last = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 100);
  return clean || 'The file';
}

/** The file is a JPEG or PNG by its bytes (magic numbers), whatever its name or declared type says. */
export async function imageTypeOf(bytes: Uint8Array): Promise<AnchorImageType | null> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime;
  return (ANCHOR_IMAGE_TYPES as readonly string[]).includes(mime ?? '') ? (mime as AnchorImageType) : null;
}

async function requireAnchor(db: Db, access: AccountAccess, anchorId: number): Promise<void> {
  const [row] = await listAnchors(db, access.accountId, { only: anchorId });
  if (!row) throw notFound(ANCHOR_TEXTS.notFound);
}

/**
 * Checks the caller may edit the anchor before anything of the upload is read (Traccar's 2026 advisory: an
 * upload that skipped the edit check), so the route reads the file only for a permitted upload.
 */
export async function checkImageUpload(db: Db, access: AccountAccess, anchorId: number): Promise<void> {
  await requireAnchorWrite(db, access);
  await requireAnchor(db, access, anchorId);
  if ((await countImages(db, anchorId)) >= ANCHOR_IMAGES_MAX)
    throw unprocessable(ANCHOR_TEXTS.tooManyImages, { image: [ANCHOR_TEXTS.tooManyImages] });
}

/**
 * POST /accounts/{id}/anchors/{id}/images: stores one JPEG or PNG of at most 1 MB under an id the database
 * makes. Larger files are refused with 413 and the spec's message; anything else by its bytes with 422.
 */
export async function addAnchorImage(
  db: Db,
  access: AccountAccess,
  anchorId: number,
  file: UploadedFile,
): Promise<AnchorImage> {
  const name = displayName(file.filename);
  if (file.truncated || file.bytes.byteLength > ANCHOR_IMAGE_MAX_BYTES) {
    const message = ANCHOR_TEXTS.imageTooLarge(name);
    throw new HttpError(413, message, { image: [message] });
  }
  const contentType = await imageTypeOf(file.bytes);
  if (!contentType) {
    const message = ANCHOR_TEXTS.imageWrongType(name);
    throw unprocessable(message, { image: [message] });
  }
  const stored = await insertImage(db, anchorId, { contentType, bytes: file.bytes });
  return {
    id: stored.id,
    url: anchorImageUrl(access.accountId, anchorId, stored.id),
    content_type: stored.contentType,
    size: stored.size,
  };
}

export async function removeAnchorImage(
  db: Db,
  access: AccountAccess,
  anchorId: number,
  imageId: number,
): Promise<{ id: number }> {
  await requireAnchorWrite(db, access);
  if (!(await deleteImage(db, access.accountId, anchorId, imageId)))
    throw notFound(ANCHOR_TEXTS.imageNotFound);
  return { id: imageId };
}

/** The image's bytes and type, for anyone who may see the account's anchors. */
export async function readAnchorImage(
  db: Db,
  access: AccountAccess,
  anchorId: number,
  imageId: number,
): Promise<{ contentType: AnchorImageType; bytes: Buffer }> {
  await requireBleFeature(db, access);
  const found = await findImageBytes(db, access.accountId, anchorId, imageId);
  if (!found) throw notFound(ANCHOR_TEXTS.imageNotFound);
  return { contentType: found.contentType, bytes: Buffer.from(found.bytes) };
}
