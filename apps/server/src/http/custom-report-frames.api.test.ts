import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@lodestar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettings } from '../db/schema/index.ts';
import { browser, signIn } from '../modules/session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PAGE =
  '<!doctype html><html><head><title>Lodestar</title></head><body><div id="root"></div></body></html>';
const ACME_REPORT = 'https://reports.acme.example/embed/7?token=x';
const RIVERA_REPORT = 'https://bi.rivera.example/r/1';

/** The frame-src sources of a page's policy, or null when the page has no frame-src (default-src 'self' rules). */
function frameSources(header: unknown): string[] | null {
  const directive = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src');
  return directive ? directive.slice(1) : null;
}

describe('the custom report page frames only its account’s report origin (decision 0064)', () => {
  let t: TestApp;
  let dist: string;
  const cookieOf = async (email: string) => browser({ [SESSION_COOKIE]: await signIn(t.app, email) }, false);
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const setSetting = async (accountId: number, code: string, value: string) => {
    await t.database.db
      .delete(accountSettings)
      .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.code, code)));
    await t.database.db.insert(accountSettings).values({ accountId, code, value });
  };

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lodestar-frames-'));
    writeFileSync(path.join(dist, 'index.html'), PAGE);
    t = await createTestApp({ WEB_DIST: dist });
    const { acme, rivera } = t.demo.accounts;
    await setSetting(acme, 'embeds_custom_report', '1');
    await setSetting(acme, 'embed_report_src', ACME_REPORT);
    // Rivera has an address but not the dashboards setting: its report may not show, so its origin stays out
    await setSetting(rivera, 'embeds_custom_report', '1');
    await setSetting(rivera, 'embed_report_src', RIVERA_REPORT);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("allows the signed-in member's report origin on the report page, and nothing else", async () => {
    const res = await page('/dashboards/analytics', await cookieOf('dispatch@acme.test'));
    expect(res.statusCode).toBe(200);
    expect(frameSources(res.headers['content-security-policy'])).toEqual(['https://reports.acme.example']);
    // the rest of the policy is untouched
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('frames nothing extra on other pages, for visitors, or for members of other accounts', async () => {
    const dispatch = await cookieOf('dispatch@acme.test');
    expect(
      frameSources((await page('/dashboards/dwell', dispatch)).headers['content-security-policy']),
    ).toBeNull();
    expect(frameSources((await page('/', dispatch)).headers['content-security-policy'])).toBeNull();
    expect(frameSources((await page('/dashboards/analytics')).headers['content-security-policy'])).toBeNull();
    const maria = await cookieOf('maria@rivera.test');
    expect(
      frameSources((await page('/dashboards/analytics', maria)).headers['content-security-policy']),
    ).toBeNull();
    const stale = browser({ [SESSION_COOKIE]: 'not-a-live-session' }, false);
    expect(
      frameSources((await page('/dashboards/analytics', stale)).headers['content-security-policy']),
    ).toBeNull();
  });

  it("follows the account's settings: a changed address, the embed switched off", async () => {
    const { acme, rivera } = t.demo.accounts;
    await setSetting(acme, 'embed_report_src', 'javascript:alert(1)');
    const dispatch = await cookieOf('dispatch@acme.test');
    expect(
      frameSources((await page('/dashboards/analytics', dispatch)).headers['content-security-policy']),
    ).toBeNull();
    await setSetting(acme, 'embed_report_src', 'https://new.acme.example:8443/r');
    expect(
      frameSources((await page('/dashboards/analytics/?x=1', dispatch)).headers['content-security-policy']),
    ).toEqual(['https://new.acme.example:8443']);
    await setSetting(acme, 'embeds_custom_report', '0');
    expect(
      frameSources((await page('/dashboards/analytics', dispatch)).headers['content-security-policy']),
    ).toBeNull();

    // a member of two accounts that both show a report (admin@acme.test is also in Rivera): both its origins
    await setSetting(acme, 'embeds_custom_report', '1');
    await setSetting(rivera, 'dashboards', '1');
    const admin = await cookieOf('admin@acme.test');
    expect(
      frameSources((await page('/dashboards/analytics', admin)).headers['content-security-policy']),
    ).toEqual(['https://bi.rivera.example', 'https://new.acme.example:8443']);
  });
});
