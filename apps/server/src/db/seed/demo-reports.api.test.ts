import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../modules/session/sign-in.test-helper.ts';
import { acmeFleet } from './demo-fleet.ts';
import { DEMO_PUBLIC_REPORT_UUID, seedDemoReports } from './demo-reports.ts';

// Issue 27 item 5: Acme has a few reports on trackers that drive, one of them public.
describe('demo reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the test app's demo has no history, hence no reports: they are seeded here
    t = await createTestApp();
    await t.database.db.transaction((tx) =>
      seedDemoReports(
        tx,
        t.demo.accounts.acme,
        acmeFleet(),
        t.demo.devices.acme,
        t.demo.users.admin,
        new Date(),
      ),
    );
  });
  afterAll(() => t?.close());

  it('lists reports of the driver’s van and two other vans, newest first', async () => {
    const token = await signIn(t.app, 'admin@acme.test');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${t.demo.accounts.acme}/reports?include=device`,
      headers: bearer(token),
    });
    const reports = res.json().data as { device: { name: string }; is_public: boolean; uuid: string }[];
    expect(reports.map((r) => r.device.name)).toEqual([
      'Van 07 - Driver',
      expect.stringMatching(/^Van \d\d$/),
      expect.stringMatching(/^Van \d\d$/),
      'Van 07 - Driver',
    ]);
    expect(reports.filter((r) => r.is_public).map((r) => r.uuid)).toEqual([DEMO_PUBLIC_REPORT_UUID]);
  });

  it('covers the admin’s yesterday, midnight to midnight in New York', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public-reports/${DEMO_PUBLIC_REPORT_UUID}` });
    const { start_at, end_at } = res.json().data as { start_at: string; end_at: string };
    const local = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', timeStyle: 'medium' }).format(
        new Date(iso),
      );
    expect(local(start_at)).toBe('00:00:00');
    expect(local(end_at)).toBe('23:59:59');
    expect(Date.parse(end_at) - Date.parse(start_at)).toBeLessThan(25 * 3_600_000);
  });

  it('opens the public one without signing in', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public-reports/${DEMO_PUBLIC_REPORT_UUID}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.device.name).toBe('Van 07 - Driver');
  });
});
