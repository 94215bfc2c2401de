import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedTracker, provisioningResult } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { deviceIdOf, osmandQuery, storedPositions, unixMinutesAgo } from '../../ingest/ingest.test-helper.ts';
import { IDENTIFIER_TAKEN, ONLY_ADMINS_ADD } from './add-tracker.service.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'dispatch' | 'driver' | 'maria' | 'ops', string>;
let acme: number;
let rivera: number;
let modelId: number;
let modelTitle: string;
let takenSerial: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://track.example.com', OSMAND_PORT: '5055' });
  for (const key of ['admin', 'dispatch', 'driver', 'ops'] as const)
    tokens[key] = await signIn(t.app, key === 'ops' ? 'ops@lodestar.test' : `${key}@acme.test`);
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
  acme = t.demo.accounts.acme;
  rivera = t.demo.accounts.rivera;
  const models = await t.app.inject({ method: 'GET', url: '/api/models', headers: bearer(tokens.admin) });
  const first = models.json().data[0] as { id: number; title: string };
  modelId = first.id;
  modelTitle = first.title;
  const details = await t.app.inject({
    method: 'GET',
    url: `/api/devices/${t.demo.devices.rivera[0]}`,
    headers: bearer(tokens.maria),
  });
  takenSerial = details.json().data.serial as string;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const add = (accountId: number, token: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/devices`,
    payload,
    headers: token ? bearer(token) : {},
  });
const report = (identifier: string, minutesAgo = 1) =>
  t.app.inject({
    method: 'GET',
    url: `/api/ingest/osmand?${osmandQuery({ id: identifier, lat: 40.74, lon: -74.03, timestamp: unixMinutesAgo(minutesAgo) })}`,
  });

describe('POST /api/accounts/{id}/devices', () => {
  it('adds a tracker, answers how to connect it, and takes its first report at once', async () => {
    // a report before the tracker exists is refused, and the refusal is remembered by the ingest directory
    expect((await report('PHONE-0001', 3)).statusCode).toBe(400);
    const res = await add(acme, tokens.admin, {
      serial: 'PHONE-0001',
      imei: '',
      name: 'Field phone',
      model_id: modelId,
    });
    expect(res.statusCode).toBe(201);
    const data = addedTracker.parse(res.json().data);
    expect(data.account_id).toBe(acme);
    expect(data.connection).toEqual({
      server_url: 'https://track.example.com/api/ingest/osmand',
      host: 'track.example.com',
      osmand_port: 5055,
      device_identifier: 'PHONE-0001',
      qr_text: 'https://track.example.com/api/ingest/osmand?id=PHONE-0001',
    });
    expect((await report('PHONE-0001', 2)).statusCode).toBe(200);
    expect(await storedPositions(t.database, data.device_id)).toHaveLength(1);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${acme}/device-list?search=PHONE-0001`,
      headers: bearer(tokens.admin),
    });
    expect(list.json().data.map((d: { id: number }) => d.id)).toContain(data.device_id);
  });

  it('gives the tracker an ingest key when asked, and the identifier to type carries it', async () => {
    const res = await add(acme, tokens.admin, {
      serial: 'PHONE-0010',
      name: 'Keyed phone',
      model_id: modelId,
      with_ingest_key: true,
    });
    expect(res.statusCode).toBe(201);
    const { connection } = addedTracker.parse(res.json().data);
    expect(connection.device_identifier).toMatch(/^PHONE-0010:[A-Za-z0-9_-]{16,40}$/);
    expect(connection.qr_text).toBe(
      `https://track.example.com/api/ingest/osmand?id=${encodeURIComponent(connection.device_identifier)}`,
    );
    expect((await report('PHONE-0010', 2)).statusCode).toBe(403);
    expect((await report(connection.device_identifier, 1)).statusCode).toBe(200);
  });

  it('refuses an identifier registered anywhere with a 422 that does not name the other account', async () => {
    const res = await add(acme, tokens.admin, { serial: takenSerial, name: 'Mine', model_id: modelId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: IDENTIFIER_TAKEN, errors: { serial: [IDENTIFIER_TAKEN] } });
    expect(res.body).not.toMatch(/Rivera/);
  });

  it('lists every bad field in plain words', async () => {
    const res = await add(acme, tokens.admin, {
      serial: 'a',
      imei: '12ab',
      iccid: '1',
      name: '',
      model_id: 0,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['iccid', 'imei', 'model_id', 'name', 'serial']);
    expect(errors.imei).toEqual(['The IMEI must be 15 digits.']);
    const unknownModel = await add(acme, tokens.admin, {
      serial: 'PHONE-0002',
      name: 'x',
      model_id: 999_999,
    });
    expect(unknownModel.statusCode).toBe(422);
    expect(unknownModel.json().errors).toEqual({ model_id: ['Choose one of the listed models.'] });
  });

  it('is for account admins only: 401 without a session, 403 for all and devices roles and other accounts', async () => {
    const payload = { serial: 'PHONE-0003', name: 'x', model_id: modelId };
    expect((await add(acme, undefined, payload)).statusCode).toBe(401);
    const all = await add(acme, tokens.dispatch, payload);
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe(ONLY_ADMINS_ADD);
    expect((await add(acme, tokens.driver, payload)).statusCode).toBe(403);
    // admin of Acme, 'all' in Rivera; Maria is a stranger to Acme
    expect((await add(rivera, tokens.admin, payload)).statusCode).toBe(403);
    expect((await add(acme, tokens.maria, payload)).statusCode).toBe(403);
  });

  it('lets a consumer account admin and an internal admin add (any account)', async () => {
    expect(
      (await add(rivera, tokens.maria, { serial: 'PHONE-0004', name: 'Kid', model_id: modelId })).statusCode,
    ).toBe(201);
    expect(
      (await add(rivera, tokens.ops, { serial: 'PHONE-0005', name: 'Dog', model_id: modelId })).statusCode,
    ).toBe(201);
    expect(
      (await add(999_999, tokens.ops, { serial: 'PHONE-0006', name: 'x', model_id: modelId })).statusCode,
    ).toBe(404);
  });
});

describe('unknown identifiers that keep reporting', () => {
  it('are listed for internal admins and claimed by adding them', async () => {
    for (const minutes of [5, 4, 3]) expect((await report('STRAY-42', minutes)).statusCode).toBe(400);
    await t.app.services.ingest.unknownTrackers.flush();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/unknown-trackers',
      headers: bearer(tokens.ops),
    });
    expect(list.statusCode).toBe(200);
    const stray = list.json().data.find((u: { identifier: string }) => u.identifier === 'STRAY-42');
    expect(stray).toMatchObject({
      protocol: 'osmand',
      report_count: 3,
      last_latitude: 40.74,
      last_longitude: -74.03,
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/unknown-trackers',
          headers: bearer(tokens.admin),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/unknown-trackers' })).statusCode).toBe(401);

    const look = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/accounts/${acme}/unknown-trackers/STRAY-42`,
        headers: bearer(token),
      });
    expect((await look(tokens.admin)).json().data.report_count).toBe(3);
    expect((await look(tokens.driver)).statusCode).toBe(403);
    const added = await add(acme, tokens.admin, { serial: 'STRAY-42', name: 'Found', model_id: modelId });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.claimed).toMatchObject({ identifier: 'STRAY-42', report_count: 3 });
    expect((await look(tokens.admin)).statusCode).toBe(404);
    expect((await report('STRAY-42', 1)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/accounts/{id}/devices/import', () => {
  const provision = (accountId: number, token: string | undefined, csv: string, dryRun = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${accountId}/devices/import`,
      payload: { csv, dry_run: dryRun },
      headers: token ? bearer(token) : {},
    });

  it('lists every bad row by line and column and imports nothing', async () => {
    const csv = [
      'serial,imei,iccid,model',
      `CSV-0001,356938035643809,89014103211118510720,${modelTitle}`,
      'CSV-0002,12345,8901,No Such Model',
      `${takenSerial},,,${modelId}`,
      `CSV-0001,,,${modelId}`,
    ].join('\n');
    const res = await provision(acme, tokens.ops, csv);
    expect(res.statusCode).toBe(200);
    const data = provisioningResult.parse(res.json().data);
    expect(data.imported).toBe(false);
    expect(data.errors.map((e) => `${e.row}:${e.column}`)).toEqual([
      '3:imei',
      '3:iccid',
      '3:model',
      '4:serial',
      '5:serial',
    ]);
    expect(data.errors.find((e) => e.row === 3 && e.column === 'model')?.message).toBe(
      'No model is called "No Such Model".',
    );
    await expect(deviceIdOf(t.database, 'CSV-0001')).rejects.toThrow();
  });

  it('checks a good file in a dry run, then imports every row in one go', async () => {
    const csv = `serial,imei,iccid,model,name\nCSV-0101,356938035643817,,${modelTitle},Pallet 1\nCSV-0102,,89014103211118510738,${modelId},\n`;
    const preview = provisioningResult.parse((await provision(rivera, tokens.ops, csv, true)).json().data);
    expect(preview).toMatchObject({ imported: false, dry_run: true, errors: [] });
    expect(preview.rows).toHaveLength(2);
    const res = provisioningResult.parse((await provision(rivera, tokens.ops, csv)).json().data);
    expect(res.imported).toBe(true);
    expect(res.rows.every((r) => r.device_id !== null)).toBe(true);
    expect(await deviceIdOf(t.database, 'CSV-0102')).toBe(res.rows[1]!.device_id);
    expect((await report('356938035643817')).statusCode).toBe(200);
  });

  it('refuses unreadable files, unknown columns, and anyone but internal admins', async () => {
    const broken = await provision(acme, tokens.ops, 'serial,model\n"CSV-1,1\n');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toMatch(/not a readable CSV/);
    const columns = provisioningResult.parse(
      (await provision(acme, tokens.ops, 'serial,colour\nX-1,red\n')).json().data,
    );
    expect(columns.errors.map((e) => e.column)).toEqual(['colour', 'model']);
    expect((await provision(acme, tokens.admin, 'serial,model\n')).statusCode).toBe(403);
    expect((await provision(acme, undefined, 'serial,model\n')).statusCode).toBe(401);
    expect((await provision(999_999, tokens.ops, `serial,model\nCSV-9,${modelId}\n`)).statusCode).toBe(404);
    const accounts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/provisioning/accounts',
      headers: bearer(tokens.ops),
    });
    expect(accounts.json().data.map((a: { title: string }) => a.title)).toContain('Rivera Family');
  });
});
