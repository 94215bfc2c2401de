import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '@lodestar/contracts';
import { deviceListStatuses } from '@lodestar/domain';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeTestPosition } from '../devices/current-position.test-helper.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { csvRows } from './download.test-helper.ts';

/*
 * The tracker list's 'Current positions (CSV)' (issue 26 item 13): the file names the trackers the list shows,
 * so an archived tracker with a stored position is in neither.
 */

let t: TestApp;
let admin: string;
let listed: Device[];
let archived: Device;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
const currentPositions = (filters: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/report-builder/',
    headers: bearer(admin),
    payload: {
      type: 'positions',
      response_type: 'csv',
      filters: { account_id: t.demo.accounts.acme, only_current_positions: true, ...filters },
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@acme.test');
  const acme = t.demo.accounts.acme;
  // the general list exactly as the web app asks for it: the statuses of spec 1 §2.2 for this account
  const account = (await get(`/api/accounts/${acme}`)).json().data;
  listed = (
    await get(`/api/accounts/${acme}/device-list?subscription_status=${deviceListStatuses(account)}`)
  ).json().data as Device[];
  archived = (await get(`/api/accounts/${acme}/device-list?subscription_status=archived`)).json().data[0];
  // every listed tracker and the archived one have a position
  for (const [i, d] of [...listed, archived].entries())
    await storeTestPosition(t.database, d.id, { lat: 41 + i / 1000, lng: -87.6 });
}, 120_000);
afterAll(() => t.close());

describe('current positions CSV', () => {
  it('lists the trackers of the tracker list and leaves out an archived one', async () => {
    expect(archived?.status).toBe('archived');
    const rows = csvRows(await currentPositions(), /positions-\d+-\d{4}-\d{2}-\d{2}\.csv/);
    const names = rows.map((r) => r.Tracker);
    expect(names).not.toContain(archived.name);
    expect([...names].sort()).toEqual(listed.map((d) => d.name).sort());
  });

  it('still writes an archived tracker the caller names (a selection in the Archived list)', async () => {
    const rows = csvRows(await currentPositions({ device_ids: [archived.id] }), /positions-.+\.csv/);
    expect(rows.map((r) => r.Tracker)).toEqual([archived.name]);
  });
});
