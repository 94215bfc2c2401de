import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';

/** How long an e-mailed download link works. */
export const DOWNLOAD_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

const sign = (secret: string, fileId: string, expires: number) =>
  createHmac('sha256', secret).update(`download:${fileId}:${expires}`).digest('base64url');

/** What an e-mailed download holds; it names the file the link downloads. */
export type DownloadKind = 'positions' | 'geofence-events';

/**
 * A new file name for a generated download: random, so neither guessable nor colliding, after a short mark of its
 * kind (`ge-<hex>` for geofence events: a link's token must stay within the router's 100-character parameter);
 * positions files keep the bare hex they always had, so older links still work.
 */
export const newFileId = (kind: DownloadKind = 'positions') => {
  const random = randomBytes(16).toString('hex');
  return kind === 'positions' ? random : `ge-${random}`;
};

/** The kind of download a file id holds. */
export const downloadKindOf = (fileId: string): DownloadKind =>
  fileId.startsWith('ge-') ? 'geofence-events' : 'positions';

export function downloadsDir(dataDir: string): string {
  return path.join(dataDir, 'downloads');
}

export function downloadFilePath(dataDir: string, fileId: string): string {
  return path.join(downloadsDir(dataDir), `${fileId}.csv`);
}

/**
 * A capability link token: `<fileId>.<expires>.<HMAC>`. The HMAC (APP_SECRET) makes it unforgeable and fixes its
 * expiry, so nothing needs storing; changing APP_SECRET withdraws every link.
 */
export function downloadToken(
  secret: string,
  fileId: string,
  now = Date.now(),
): { token: string; expires: Date } {
  const expires = Math.floor((now + DOWNLOAD_LINK_DAYS * DAY_MS) / 1000);
  return {
    token: `${fileId}.${expires}.${sign(secret, fileId, expires)}`,
    expires: new Date(expires * 1000),
  };
}

/** The file id a token grants, or null when it is malformed, forged or expired. */
export function verifyDownloadToken(secret: string, token: string, now = Date.now()): string | null {
  const match = /^((?:ge-)?[0-9a-f]{32})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, fileId, expiresText, signature] = match as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  const expected = Buffer.from(sign(secret, fileId, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expires * 1000 > now ? fileId : null;
}
