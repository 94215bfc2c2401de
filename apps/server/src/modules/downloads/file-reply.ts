import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FileStore, GeneratedFile } from '../files/file-store.ts';

/**
 * A Content-Disposition attachment header for a file name we made: the plain name when it is plain ASCII, else an
 * ASCII stand-in plus the exact name in RFC 5987's filename* (browsers prefer it).
 */
export function attachment(name: string): string {
  const plain = name.replace(/[^\w .()-]/g, '_');
  if (plain === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A stored file as an attachment, streamed a chunk at a time; `no-store`, as every download (see sendCsv). */
export const sendStoredFile = (reply: FastifyReply, files: FileStore, file: GeneratedFile) =>
  reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', attachment(file.name))
    .header('cache-control', 'no-store')
    .send(Readable.from(files.read(file.id)));
