import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a build output made from a package's data, unless it was already written from the same input bytes and
 * format number (a hash stamp beside it): the offline map's data files are generated, not kept in git, and a
 * later build or start should not pay for them again.
 */
export function writeGeneratedAsset(
  file: string,
  input: Uint8Array,
  format: number,
  build: () => string | Uint8Array,
): void {
  const stamp = createHash('sha256').update(input).update(String(format)).digest('hex').slice(0, 16);
  const stampFile = `${file}.stamp`;
  if (existsSync(file) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, build());
  writeFileSync(stampFile, stamp);
}
