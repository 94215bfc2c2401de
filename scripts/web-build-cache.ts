import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * `npm start` builds the web app only when something it is built from has changed (decision 0029): the hash of
 * its inputs is kept beside the build in dist/, and a start whose inputs hash the same serves the build there.
 */

/** What the web build reads: its own sources and config, the shared packages, the root config and lock file. */
export const WEB_BUILD_INPUTS = [
  'apps/web',
  'packages',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
];
/** Where the hash of the inputs of the build in dist/ is kept. */
export const STAMP_FILE = 'apps/web/dist/.build-inputs';

/**
 * The files among the inputs, as git sees them: tracked ones plus new ones not ignored, so the build output and
 * files the build generates (all gitignored) never count. Null outside a git checkout: then always build.
 */
export function inputFiles(root: string): string[] | null {
  const git = spawnSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...WEB_BUILD_INPUTS],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (git.status !== 0) return null;
  return [...new Set(git.stdout.split('\0').filter(Boolean))].sort();
}

/** One hash over the input files' names and contents, and the VITE_ variables Vite bakes into the build. */
export function webBuildInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const files = inputFiles(root);
  if (!files) return null;
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    // a deleted file git still tracks counts as changed
    hash
      .update(`${file}\0`)
      .update(existsSync(full) ? readFileSync(full) : 'deleted')
      .update('\0');
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort())
    hash.update(`${key}=${env[key]}\0`);
  return hash.digest('hex');
}

/** Whether dist/ holds a build of exactly these inputs. */
export function webBuildIsCurrent(root: string, hash: string | null): boolean {
  if (!hash) return false;
  const stamp = path.join(root, STAMP_FILE);
  if (!existsSync(stamp) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) return false;
  return readFileSync(stamp, 'utf8').trim() === hash;
}

/** Records that dist/ now holds a build of these inputs. */
export function markWebBuilt(root: string, hash: string | null): void {
  if (hash) writeFileSync(path.join(root, STAMP_FILE), `${hash}\n`);
}

/** Builds unless dist/ is current; WEB_BUILD=always forces a build. Returns what it did. */
export function buildWebIfChanged(root: string): 'skipped' | 'built' {
  const started = performance.now();
  const hash = webBuildInputsHash(root);
  if (process.env.WEB_BUILD !== 'always' && webBuildIsCurrent(root, hash)) {
    console.log(
      `Web build is up to date (inputs unchanged; checked in ${Math.round(performance.now() - started)} ms)`,
    );
    return 'skipped';
  }
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  markWebBuilt(root, hash);
  return 'built';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  buildWebIfChanged(path.resolve(import.meta.dirname, '..'));
