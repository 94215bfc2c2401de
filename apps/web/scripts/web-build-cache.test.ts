import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markWebBuilt, webBuildInputsHash, webBuildIsCurrent } from '../../../scripts/web-build-cache.ts';

// `npm start` skips the web build when nothing it is built from has changed (decision 0029).
describe('the web build cache', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const build = () => {
    const hash = webBuildInputsHash(root, {});
    write('apps/web/dist/index.html', '<!doctype html>');
    markWebBuilt(root, hash);
  };
  const current = (env: NodeJS.ProcessEnv = {}) => webBuildIsCurrent(root, webBuildInputsHash(root, env));

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'lodestar-web-build-'));
    write('.gitignore', 'node_modules/\ndist/\napps/web/src/generated/\n');
    write('package.json', '{}');
    write('package-lock.json', '{}');
    write('apps/web/src/main.tsx', 'export {};');
    write('packages/contracts/src/index.ts', 'export const a = 1;');
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['add', '.'], { cwd: root });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds the first time, then skips while the inputs are the same', () => {
    expect(current()).toBe(false);
    build();
    expect(current()).toBe(true);
  });

  it('builds again when a web source, a shared package, the lock file or a VITE_ variable changes', () => {
    build();
    write('apps/web/src/main.tsx', 'export const changed = true;');
    expect(current()).toBe(false);
    build();
    write('packages/contracts/src/new-file.ts', 'export {};');
    expect(current()).toBe(false);
    build();
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(current()).toBe(false);
    build();
    expect(current({ VITE_MAP_STYLE: 'https://tiles.example/style.json' })).toBe(false);
  });

  it('ignores what the build writes: its output and generated files', () => {
    build();
    write('apps/web/dist/assets/index-abc.js', 'built');
    write('apps/web/src/generated/places.json', '[]');
    write('node_modules/x/index.js', '');
    expect(current()).toBe(true);
  });

  it('builds when the output is gone, or outside a git checkout', () => {
    build();
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(current()).toBe(false);
    rmSync(path.join(root, '.git'), { recursive: true });
    expect(webBuildInputsHash(root, {})).toBeNull();
    expect(webBuildIsCurrent(root, null)).toBe(false);
  });
});
