import { ROUTES, type Account, type Me } from '@lodestar/contracts';
import { accessContextFor } from '@lodestar/domain';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guardView } from './guard.ts';

const session = vi.hoisted(() => ({ me: null as unknown }));
vi.mock('../../session/load-session.ts', () => ({ loadSession: () => Promise.resolve(session.me) }));
vi.mock('../../session/use-current-account.ts', () => ({
  currentAccess: (me: Me) => accessContextFor(me, null),
}));
vi.mock('../brand/brand-hand-over.ts', () => ({ handOverIfOtherBrand: () => Promise.resolve() }));

function signedIn(settings: Record<string, string>) {
  const account = {
    id: 1,
    title: 'Acme',
    is_b2b_account: true,
    can_track_shipments: false,
    has_rules_engine: false,
    has_api_access: false,
    uses_gpx_app: false,
    included_in_cs: false,
    live_audio_minutes: 0,
    device_triggers_count: 0,
    settings: Object.entries(settings).map(([code, value]) => ({ code, value })),
  } satisfies Account;
  session.me = { accounts: [account], account_roles: { '1': 'admin' }, is_gpx_admin: false };
}

const enter = (view: 'DashboardDwellView' | 'DashboardCustomView', path: string) =>
  guardView(view, new URL(`http://localhost${path}`), new QueryClient());
const report = { embeds_custom_report: '1', embed_report_src: 'https://reports.example.com/r/1' };

beforeEach(() => signedIn({}));

describe('the dashboards guard (spec 2 §2)', () => {
  it('sends an account without the dashboards setting to the tracker list', async () => {
    expect(await enter('DashboardDwellView', '/dashboards/dwell')).toEqual({
      redirectTo: ROUTES.DeviceListView,
    });
    signedIn({ dashboards: '0', ...report });
    expect(await enter('DashboardCustomView', '/dashboards/analytics')).toEqual({
      redirectTo: ROUTES.DeviceListView,
    });
  });

  it('lets an account with the dashboards setting into the dwell dashboard', async () => {
    signedIn({ dashboards: '1' });
    expect(await enter('DashboardDwellView', '/dashboards/dwell')).toHaveProperty('access');
  });

  it('keeps the custom report for accounts with its embed settings', async () => {
    signedIn({ dashboards: '1' });
    expect(await enter('DashboardCustomView', '/dashboards/analytics')).toEqual({
      redirectTo: ROUTES.DeviceListView,
    });
    signedIn({ dashboards: '1', embeds_custom_report: '1', embed_report_src: ' ' });
    expect(await enter('DashboardCustomView', '/dashboards/analytics')).toEqual({
      redirectTo: ROUTES.DeviceListView,
    });
    signedIn({ dashboards: '1', ...report });
    expect(await enter('DashboardCustomView', '/dashboards/analytics')).toHaveProperty('access');
  });

  it('asks a visitor who is not signed in to sign in, and comes back to the dashboard', async () => {
    session.me = null;
    expect(await enter('DashboardDwellView', '/dashboards/dwell?period=60')).toEqual({
      redirectTo: `${ROUTES.LoginView}?next=${encodeURIComponent('/dashboards/dwell?period=60')}`,
    });
  });
});
