/** What a generated file is, before its bytes are saved. `userId` is who asked: only they may download it. */
export interface NewGeneratedFile {
  kind: string;
  accountId: number | null;
  userId: number | null;
  name: string;
  contentType: string;
  expiresAt: Date;
}

/** A complete generated file. */
export interface GeneratedFile extends NewGeneratedFile {
  id: string;
  size: number;
  createdAt: Date;
}

/**
 * A file's bytes as a builder makes them: a Node stream (CSV, pdfkit), an async iterable of bytes or text, or, for
 * a small file made whole, an array of pieces.
 */
export type FileBody =
  NodeJS.ReadableStream | AsyncIterable<Uint8Array | string> | readonly (Uint8Array | string)[];

/**
 * Where generated files live so that every instance can serve them (issue 27 item 4, docs/decisions/0060). The
 * database is the embedded default (database-file-store.ts); an object store could take its place behind this.
 */
export interface FileStore {
  /**
   * Saves `body` a chunk at a time (never the whole file in memory). The file can be found only once all of it is
   * saved; when the body fails, what was written is removed and the error is thrown.
   */
  save(file: NewGeneratedFile, body: FileBody): Promise<GeneratedFile>;
  /** A complete file whose link has not expired, or null (unknown, still being written, failed or expired). */
  find(id: string): Promise<GeneratedFile | null>;
  /** The file's bytes, read a chunk at a time as the consumer pulls them. */
  read(id: string): AsyncIterable<Uint8Array>;
  /** Removes expired files and incomplete ones a crashed writer left; answers how many. Safe on every instance at once. */
  removeExpired(): Promise<number>;
}
