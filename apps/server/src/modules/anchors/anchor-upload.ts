import type { FastifyRequest } from 'fastify';
import { badRequest, unprocessable } from '../../http/errors.ts';
import type { UploadedFile } from './anchor-images.service.ts';

const NO_FILE = 'Send one JPEG or PNG image as a multipart/form-data file field (image).';
const BROKEN = 'The upload is not well-formed multipart/form-data or ended early: send the image again.';

/**
 * The one file of a multipart upload, read up to the multipart file limit (a longer file comes back truncated,
 * the rest of it is not kept). A body the multipart reader cannot parse is the client's fault: 400, not 500.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw unprocessable(NO_FILE, { image: [NO_FILE] });
  try {
    const part = await request.file();
    if (!part) throw unprocessable(NO_FILE, { image: [NO_FILE] });
    const bytes = await part.toBuffer();
    return { filename: part.filename, bytes, truncated: part.file.truncated };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw badRequest(BROKEN, { image: [BROKEN] });
  }
}
