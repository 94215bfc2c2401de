import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_LINK_DAYS,
  downloadFilePath,
  downloadToken,
  newFileId,
  verifyDownloadToken,
} from './download-links.ts';

const secret = 'a-test-secret-of-some-length';

describe('download links', () => {
  it('grants the file until the link expires, and not after', () => {
    const fileId = newFileId();
    const now = Date.UTC(2026, 0, 1);
    const { token, expires } = downloadToken(secret, fileId, now);
    expect(expires.getTime()).toBe(now + DOWNLOAD_LINK_DAYS * 86_400_000);
    expect(verifyDownloadToken(secret, token, now + 1000)).toBe(fileId);
    expect(verifyDownloadToken(secret, token, expires.getTime())).toBeNull();
  });

  it('refuses tokens signed with another secret or altered', () => {
    const { token } = downloadToken(secret, newFileId());
    expect(verifyDownloadToken('another-secret-entirely', token)).toBeNull();
    const [id, exp, sig] = token.split('.');
    expect(verifyDownloadToken(secret, `${id}.${Number(exp) + 1}.${sig}`)).toBeNull();
    expect(verifyDownloadToken(secret, `${newFileId()}.${exp}.${sig}`)).toBeNull();
    expect(verifyDownloadToken(secret, '../../etc/passwd')).toBeNull();
  });

  it('keeps files inside the downloads folder', () => {
    expect(downloadFilePath('/data', 'ab12')).toBe('/data/downloads/ab12.csv');
  });
});
