import { randomBytes } from 'node:crypto';
import { ANCHOR_IMAGE_MAX_BYTES } from '@lodestar/contracts';

/** A real 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JFIF JPEG (what file-type reads), padded to a plausible size. */
export const JPEG_HEAD = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
  Buffer.alloc(200, 0x20),
  Buffer.from([0xff, 0xd9]),
]);

/** A PNG of exactly `size` bytes: the real PNG followed by padding (readers stop at IEND). */
export const pngOfSize = (size: number) => Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length, 0)]);
export const LARGEST_IMAGE = () => pngOfSize(ANCHOR_IMAGE_MAX_BYTES);

/** A multipart/form-data body with one file part, as a browser's form sends it. */
export function multipartFile(
  filename: string,
  contentType: string,
  bytes: Buffer,
  field = 'image',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lodestar${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
