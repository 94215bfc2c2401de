import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePackedPath, REPORT_TEXTS, type ReportDetailsResponse } from '@lodestar/contracts';
import { bearer } from '../session/sign-in.test-helper.ts';
import { drawnPaths, openPdf, pageText } from './pdf/pdf-reader.test-helper.ts';
import { createReportAs, openReportTestApp, trackDay, type ReportTestApp } from './report.test-helper.ts';

let r: ReportTestApp;
let vanReport: number;
let truckReport: number;
const day = trackDay();
const period = { start_at: day.start.toISOString(), end_at: day.end.toISOString() };
const url = (path = '', accountId = r.acme) => `/api/accounts/${accountId}/reports${path}`;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, payload?: object) =>
  r.t.app.inject({ method, url: path, headers: token ? bearer(token) : {}, ...(payload && { payload }) });

beforeAll(async () => {
  r = await openReportTestApp();
  truckReport = await createReportAs(r.t, r.admin, r.acme, { device_id: r.truck, ...period });
  vanReport = await createReportAs(r.t, r.admin, r.acme, { device_id: r.van, ...period });
}, 60_000);
afterAll(() => r.t.close());

describe('a report of a delivery round', () => {
  it('holds the period’s summary, stops, events and positions', async () => {
    const res = await call('GET', url(`/${vanReport}?positions_per_page=50`), r.admin);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json() as ReportDetailsResponse;
    expect(data).toMatchObject({
      id: vanReport,
      is_public: false,
      device_id: r.van,
      account_id: r.acme,
      device: { id: r.van, account_id: r.acme },
      start_at: period.start_at,
    });
    expect(data.summary).toMatchObject({ positions_count: 75, stops_count: 2, max_speed: 18 });
    // 11 km north to the depot, 4.5 km to the customer, 4.5 km away (the jitter while parked adds nothing);
    // parked 29 + 24 minutes
    expect(data.summary.distance_m / 1000).toBeGreaterThan(19.5);
    expect(data.summary.distance_m / 1000).toBeLessThan(21);
    expect(data.summary.parked_seconds).toBe((29 + 24) * 60);
    expect(data.summary.moving_seconds + data.summary.parked_seconds).toBe(74 * 60);
    expect(data.stops.map((s) => s.duration_seconds)).toEqual([29 * 60, 24 * 60]);
    expect(data.events).toEqual([
      expect.objectContaining({ event_type: 'low_battery', description: 'Battery is low (15%)' }),
    ]);
    expect(data.events[0]!.location).toEqual([expect.any(Number), expect.any(Number)]);
    expect(data.positions).toHaveLength(50);
    expect(data.positions[0]).toMatchObject({
      timestamp: day.trackStart.toISOString(),
      fix: 'gps',
      battery: 80,
    });
    expect(meta.positions).toMatchObject({ total: 75, current_page: 1, last_page: 2, per_page: 50 });
    const second = (
      await call('GET', url(`/${vanReport}?positions_per_page=50&positions_page=2`), r.admin)
    ).json();
    expect(second.data.positions).toHaveLength(25);
    expect(second.data.positions[0].timestamp > data.positions[49]!.timestamp).toBe(true);
  });

  it('draws from the same path format as the tracker history', async () => {
    const res = await call('GET', url(`/${vanReport}/path`), r.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/octet-stream');
    expect(decodePackedPath(res.rawPayload).time).toHaveLength(75);
  });

  it('is listed newest first, with its tracker on include=device', async () => {
    const res = await call('GET', url('?include=device'), r.admin);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((x: { id: number }) => x.id);
    expect(ids.indexOf(vanReport)).toBeLessThan(ids.indexOf(truckReport));
    expect(res.json().data.find((x: { id: number }) => x.id === vanReport).device).toMatchObject({
      id: r.van,
    });
    expect(res.json().meta).toMatchObject({ current_page: 1, total: ids.length });
    const bare = (await call('GET', url(), r.admin)).json();
    expect(bare.data[0].device).toBeUndefined();
  });

  it('is empty, not an error, for a period the tracker did not report in', async () => {
    const id = await createReportAs(r.t, r.admin, r.acme, {
      device_id: r.van,
      start_at: new Date(day.start.getTime() - 5 * 86_400_000).toISOString(),
      end_at: new Date(day.start.getTime() - 4 * 86_400_000).toISOString(),
    });
    const { data, meta } = (await call('GET', url(`/${id}`), r.admin)).json() as ReportDetailsResponse;
    expect(data.summary).toMatchObject({
      positions_count: 0,
      distance_m: 0,
      stops_count: 0,
      avg_speed: null,
    });
    expect(data.positions).toEqual([]);
    expect(meta.positions.total).toBe(0);
  });
});

describe('creating a report: spec 2 §5', () => {
  const post = (payload: object, token = r.admin, accountId = r.acme) =>
    call('POST', url('', accountId), token, payload);

  it('needs a tracker', async () => {
    const res = await post({ ...period });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.device_id).toEqual([REPORT_TEXTS.trackerRequired]);
  });

  it('needs the start before the end', async () => {
    const res = await post({ device_id: r.van, start_at: period.end_at, end_at: period.start_at });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(REPORT_TEXTS.startAfterEnd);
  });

  it('ends by the end of today', async () => {
    const res = await post({
      device_id: r.van,
      start_at: period.start_at,
      end_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_at).toEqual([REPORT_TEXTS.endAfterToday]);
  });

  it('reaches back 3 months, or 12 with unlimited_date_selection', async () => {
    const back = (months: number) => {
      const d = new Date();
      d.setUTCMonth(d.getUTCMonth() - months);
      return d.toISOString();
    };
    const fourMonths = { start_at: back(4), end_at: period.end_at };
    // Rivera has no unlimited_date_selection
    const rivera = await post({ device_id: r.riveraCar, ...fourMonths }, r.maria, r.rivera);
    expect(rivera.statusCode).toBe(422);
    expect(rivera.json().errors.start_at).toEqual([REPORT_TEXTS.tooFarBack(3)]);
    expect(
      (await post({ device_id: r.riveraCar, start_at: back(2), end_at: period.end_at }, r.maria, r.rivera))
        .statusCode,
    ).toBe(201);
    // Acme has it: 4 months is fine, 13 is not
    expect((await post({ device_id: r.van, ...fourMonths })).statusCode).toBe(201);
    const acme = await post({ device_id: r.van, start_at: back(13), end_at: period.end_at });
    expect(acme.json().errors.start_at).toEqual([REPORT_TEXTS.tooFarBack(12)]);
  });

  it('refuses malformed JSON, wrong types and dates that are not dates, and stores nothing', async () => {
    const before = (await call('GET', url(), r.admin)).json().meta.total;
    const malformed = await r.t.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...bearer(r.admin), 'content-type': 'application/json' },
      payload: '{"device_id": 1,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
    for (const bad of [
      { device_id: 'van', ...period },
      { device_id: r.van, start_at: 'yesterday', end_at: period.end_at },
      { device_id: r.van, start_at: 12, end_at: period.end_at },
      { device_id: 1e20, ...period },
    ]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await call('GET', url(), r.admin)).json().meta.total).toBe(before);
  });

  it('refuses another account’s tracker as if it were missing', async () => {
    const res = await post({ device_id: r.riveraCar, ...period });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.device_id).toEqual([REPORT_TEXTS.trackerRequired]);
  });
});

describe('the public switch', () => {
  it('opens the report by its uuid only while it is public', async () => {
    const { uuid } = (await call('GET', url(`/${vanReport}`), r.admin)).json().data;
    expect((await call('GET', `/api/public-reports/${uuid}`)).statusCode).toBe(404);
    const put = await call('PUT', url(`/${vanReport}`), r.admin, { is_public: true });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ id: vanReport, is_public: true });
    const open = await call('GET', `/api/public-reports/${uuid}`);
    expect(open.statusCode).toBe(200);
    const { data } = open.json();
    expect(data.summary.positions_count).toBe(75);
    expect(data.device).toEqual({ id: r.van, name: expect.any(String) });
    // nothing of the account beyond this report
    expect(data.account_id).toBeUndefined();
    expect(data.device_id).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain(`"account_id"`);
    const path = await call('GET', `/api/public-reports/${uuid}/path`);
    expect(decodePackedPath(path.rawPayload).time).toHaveLength(75);
    await call('PUT', url(`/${vanReport}`), r.admin, { is_public: false });
    const closed = await call('GET', `/api/public-reports/${uuid}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(REPORT_TEXTS.notFound);
  });

  it('answers an unknown or malformed uuid with the same 404', async () => {
    for (const uuid of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "x' or 1=1"]) {
      const res = await call('GET', `/api/public-reports/${encodeURIComponent(uuid)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REPORT_TEXTS.notFound);
    }
  });

  it('takes only true or false', async () => {
    const res = await call('PUT', url(`/${vanReport}`), r.admin, { is_public: 'yes' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.is_public).toBeDefined();
  });
});

describe('public downloads', () => {
  let uuid: string;
  beforeAll(async () => {
    await call('PUT', url(`/${vanReport}`), r.admin, { is_public: true });
    uuid = (await call('GET', url(`/${vanReport}`), r.admin)).json().data.uuid;
  });

  it('gives every position as CSV at once, in the visitor’s zone', async () => {
    const res = await r.t.app.inject({
      method: 'GET',
      url: `/api/public-reports/${uuid}/export/positions`,
      headers: { 'x-timezone': 'America/Chicago' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="report-.+-positions\.csv"/);
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(76);
    expect(lines[0]).toContain('America/Chicago');
    // a plain link carries no header: the zone comes in the query; a zone that is none falls back to UTC
    const linked = await call('GET', `/api/public-reports/${uuid}/export/positions?timezone=Europe/Paris`);
    expect(linked.body.split('\n')[0]).toContain('Europe/Paris');
    const unknown = await call('GET', `/api/public-reports/${uuid}/export/positions?timezone=Mars/Olympus`);
    expect(unknown.body.split('\n')[0]).toContain('UTC');
  });

  it('gives the events as CSV', async () => {
    const res = await call('GET', `/api/public-reports/${uuid}/export/events`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Battery is low (15%)');
  });

  it('makes the PDF at once', async () => {
    const res = await call('GET', `/api/public-reports/${uuid}/export/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="report-.+-report\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // read back: the tracker and its day's figures, both stops and the event, a path drawn on the map
    const pdf = await openPdf(new Uint8Array(res.rawPayload));
    const pages = await Promise.all(
      Array.from({ length: pdf.numPages }, (_, i) => pageText(pdf, i + 1).then((p) => p.words)),
    );
    const all = pages.join(' ');
    expect(pages[0]).toContain('Van 07 - Driver');
    expect(pages[0]).toContain('Acme Logistics');
    expect(all).toContain('Battery is low (15%)');
    expect(all).toMatch(/Page 1 of \d/);
    expect(all).toContain('29 min');
    expect(all).toContain('24 min');
    const longest = Math.max(
      ...(await drawnPaths(pdf, 1)).filter((p) => p.paint === 'stroke').map((p) => p.points),
    );
    expect(longest).toBeGreaterThan(20);
  });

  it('refuses an unknown type and a private report', async () => {
    expect((await call('GET', `/api/public-reports/${uuid}/export/xlsx`)).statusCode).toBe(422);
    const privateOne = (await call('GET', url(`/${truckReport}`), r.admin)).json().data.uuid;
    expect((await call('GET', `/api/public-reports/${privateOne}/export/positions`)).statusCode).toBe(404);
  });
});

describe('who may see a report', () => {
  const calls = (id: number): ['GET' | 'PUT' | 'DELETE', string, object?][] => [
    ['GET', `/${id}`],
    ['GET', `/${id}/path`],
    ['PUT', `/${id}`, { is_public: true }],
    ['DELETE', `/${id}`],
  ];

  it('needs a session', async () => {
    expect((await call('GET', url())).statusCode).toBe(401);
    expect((await call('POST', url(), undefined, { device_id: r.van, ...period })).statusCode).toBe(401);
    for (const [method, path, body] of calls(vanReport)) {
      expect((await call(method, url(path), undefined, body)).statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('hides another account’s report', async () => {
    for (const [method, path, body] of calls(vanReport)) {
      // through Rivera's own account the Acme report does not exist; Acme's account is not Maria's at all
      const own = await call(method, url(path, r.rivera), r.maria, body);
      expect(own.statusCode, `${method} ${path}`).toBe(404);
      expect(own.json().message).toBe(REPORT_TEXTS.notFound);
      expect((await call(method, url(path), r.maria, body)).statusCode).toBe(403);
    }
    expect((await call('GET', url(`/${vanReport}`), r.admin)).statusCode).toBe(200);
  });

  it('shows the devices role only its trackers’ reports', async () => {
    const list = (await call('GET', url(), r.driver)).json().data.map((x: { id: number }) => x.id);
    expect(list).toContain(vanReport);
    expect(list).not.toContain(truckReport);
    expect((await call('GET', url(`/${vanReport}`), r.driver)).statusCode).toBe(200);
    for (const [method, path, body] of calls(truckReport)) {
      expect((await call(method, url(path), r.driver, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    const refused = await call('POST', url(), r.driver, { device_id: r.truck, ...period });
    expect(refused.statusCode).toBe(422);
    expect(await createReportAs(r.t, r.driver, r.acme, { device_id: r.van, ...period })).toEqual(
      expect.any(Number),
    );
  });

  it('answers 404 for ids that cannot be a report', async () => {
    for (const id of ['abc', '0', '99999999999', '2147483647']) {
      expect((await call('GET', url(`/${id}`), r.admin)).statusCode).toBe(404);
    }
    expect((await call('GET', url(`/${vanReport}?positions_per_page=100000`), r.admin)).statusCode).toBe(422);
  });

  it('deletes a report, and its public link with it', async () => {
    const id = await createReportAs(r.t, r.admin, r.acme, { device_id: r.van, ...period });
    await call('PUT', url(`/${id}`), r.admin, { is_public: true });
    const { uuid } = (await call('GET', url(`/${id}`), r.admin)).json().data;
    const res = await call('DELETE', url(`/${id}`), r.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id });
    expect((await call('GET', url(`/${id}`), r.admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/public-reports/${uuid}`)).statusCode).toBe(404);
  });
});
