import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 40 random bytes, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(40).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
