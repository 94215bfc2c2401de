import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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
  writeWhole(file, build());
  writeWhole(stampFile, stamp);
}

/**
 * Writes through a name of this process and renames into place: the tests and the e2e build run at the same
 * time (scripts/run-tests.mjs) and may both write a file, and neither may read the other's half-written one.
 */
function writeWhole(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
