import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { generatedFileChunks, generatedFiles } from '../../db/schema/index.ts';
import type { GeneratedFile, NewGeneratedFile } from './file-store.ts';

export async function insertFile(db: Db, id: string, file: NewGeneratedFile): Promise<Date> {
  const [row] = await db
    .insert(generatedFiles)
    .values({ id, ...file })
    .returning({ createdAt: generatedFiles.createdAt });
  return row!.createdAt;
}

export async function insertChunk(db: Db, fileId: string, seq: number, data: Uint8Array): Promise<void> {
  await db.insert(generatedFileChunks).values({ fileId, seq, data });
}

/** The file appears to readers only from here on. */
export async function markComplete(db: Db, id: string, size: number): Promise<void> {
  await db
    .update(generatedFiles)
    .set({ size, completedAt: sql`now()` })
    .where(eq(generatedFiles.id, id));
}

/** Removes a file and (by the foreign key's cascade) its chunks. */
export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.delete(generatedFiles).where(eq(generatedFiles.id, id));
}

export async function findCompleteFile(db: Db, id: string): Promise<GeneratedFile | null> {
  const [row] = await db
    .select()
    .from(generatedFiles)
    .where(
      and(
        eq(generatedFiles.id, id),
        isNotNull(generatedFiles.completedAt),
        gt(generatedFiles.expiresAt, sql`now()`),
      ),
    );
  if (!row) return null;
  const { completedAt: _done, ...file } = row;
  return file;
}

export async function readChunk(db: Db, fileId: string, seq: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ data: generatedFileChunks.data })
    .from(generatedFileChunks)
    .where(and(eq(generatedFileChunks.fileId, fileId), eq(generatedFileChunks.seq, seq)));
  return row?.data ?? null;
}

/**
 * Deletes expired files, and incomplete ones older than `staleAfterHours` (their writer died): one statement, so
 * two instances cleaning at once simply share the rows.
 */
export async function deleteExpiredFiles(db: Db, staleAfterHours: number): Promise<number> {
  const gone = await db
    .delete(generatedFiles)
    .where(
      or(
        lt(generatedFiles.expiresAt, sql`now()`),
        and(
          isNull(generatedFiles.completedAt),
          lt(generatedFiles.createdAt, sql`now() - make_interval(hours => ${staleAfterHours})`),
        ),
      ),
    )
    .returning({ id: generatedFiles.id });
  return gone.length;
}
