import { randomBytes } from 'node:crypto';

/** A generated file's id: 160 random bits, so a link can be neither guessed nor collide. */
export const newGeneratedFileId = (): string => randomBytes(20).toString('base64url');
