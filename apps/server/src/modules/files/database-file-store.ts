import type { Db } from '../../db/database.ts';
import { newGeneratedFileId } from './file-ids.ts';
import type { FileBody, FileStore, GeneratedFile, NewGeneratedFile } from './file-store.ts';
import {
  deleteExpiredFiles,
  deleteFile,
  findCompleteFile,
  insertChunk,
  insertFile,
  markComplete,
  readChunk,
} from './generated-files.repository.ts';

/** Rows of generated_file_chunks hold this much: few rows for a large file, little memory per write. */
export const CHUNK_BYTES = 256 * 1024;
/** An incomplete file older than this was left by a writer that died (a build never takes hours). */
const STALE_HOURS = 6;

/** The body's pieces as bytes, gathered into chunks of `size` (the last one shorter). */
export async function* chunksOf(body: FileBody, size = CHUNK_BYTES): AsyncIterable<Uint8Array> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of body as AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>) {
    let bytes =
      typeof piece === 'string'
        ? Buffer.from(piece, 'utf8')
        : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (length + bytes.length >= size) {
      const take = size - length;
      pending.push(bytes.subarray(0, take));
      yield Buffer.concat(pending);
      bytes = bytes.subarray(take);
      pending = [];
      length = 0;
    }
    if (bytes.length) {
      // copied: a stream may reuse the buffer it handed over
      pending.push(Buffer.from(bytes));
      length += bytes.length;
    }
  }
  if (length) yield Buffer.concat(pending);
}

/**
 * Generated files in PostgreSQL (or PGlite): a generated_files row, and the bytes in 256 KB bytea chunks. Every
 * instance on the database reads the same files, so an e-mailed link opens on any of them.
 */
export class DatabaseFileStore implements FileStore {
  constructor(
    private readonly db: Db,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  async save(file: NewGeneratedFile, body: FileBody): Promise<GeneratedFile> {
    const id = newGeneratedFileId();
    const createdAt = await insertFile(this.db, id, file);
    let size = 0;
    let seq = 0;
    try {
      for await (const chunk of chunksOf(body, this.chunkBytes)) {
        await insertChunk(this.db, id, seq++, chunk);
        size += chunk.byteLength;
      }
      await markComplete(this.db, id, size);
    } catch (err) {
      // a half file is never served; if even this fails, the cleanup removes it once it is stale
      await deleteFile(this.db, id).catch(() => {});
      throw err;
    }
    return { id, ...file, size, createdAt };
  }

  find(id: string): Promise<GeneratedFile | null> {
    return findCompleteFile(this.db, id);
  }

  async *read(id: string): AsyncIterable<Uint8Array> {
    for (let seq = 0; ; seq++) {
      const chunk = await readChunk(this.db, id, seq);
      if (!chunk) return;
      yield chunk;
    }
  }

  removeExpired(): Promise<number> {
    return deleteExpiredFiles(this.db, STALE_HOURS);
  }
}
