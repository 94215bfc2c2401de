import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium-launch.ts';

// e2e drives the built app served by the real server on a fresh embedded database with the demo data.
const PORT = Number(process.env.E2E_PORT ?? 3199);
// the workers load this file again: they inherit the first one's folder through the environment, so specs can
// read the server's mail outbox (e2e/mail.ts)
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'lodestar-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // CI may share the 2 cores with other work, where software WebGL draws a path or stops in 10+ s that take 1 s
  // idle: expectations wait for their condition up to 20 s, and a test up to 90 s, before they count as failed
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // a trace records a screenshot of every frame drawn, which with software WebGL cost every test about a
    // tenth of its time; recorded on the retry of a failed test instead (CI retries once)
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    url: `http://localhost:${PORT}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SIMULATOR: 'false',
      // the specs open history screens at once: the whole demo history is written before the server listens
      SEED_IN_BACKGROUND: 'false',
      // trackers report through /api/ingest/osmand on the app port; no second listener to collide with a dev server
      OSMAND_PORT: '0',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${PORT}`,
      // e2e signs in many times from one address
      LOGIN_RATE_LIMIT: '1000',
    },
  },
});
