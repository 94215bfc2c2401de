import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { startOsmandListener, type OsmandListener } from '../ingest/osmand-listener.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { rawRequest } from './bad-input.test-helper.ts';

let t: TestApp;
let admin: Record<string, string>;
let apiPort: number;
let listener: OsmandListener;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@acme.test'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  apiPort = typeof address === 'object' && address ? address.port : 0;
  listener = await startOsmandListener(t.app.services, { port: 0, host: '127.0.0.1', logger: t.app.log });
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

const longUrl = (path: string) => `${path}?x=${'a'.repeat(20_000)}`;
const bigHeaders = `X-Padding: ${'b'.repeat(20_000)}\r\n`;

describe('errors before the route (issue 14 item 13)', () => {
  for (const [server, port, path] of [
    ['the API', () => apiPort, '/api/me'],
    ['the OsmAnd listener', () => listener.port, '/'],
  ] as const) {
    it(`${server}: a URL over the limit is 414 and headers over it 431, in the API error shape`, async () => {
      const url = await rawRequest(port(), `GET ${longUrl(path)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(url.status).toBe(414);
      expect(url.contentType).toMatch(/^application\/json/);
      expect(url.body).toEqual({ message: expect.stringMatching(/^The URL is too long/) });
      const headers = await rawRequest(port(), `GET ${path} HTTP/1.1\r\nHost: x\r\n${bigHeaders}\r\n`);
      expect(headers.status).toBe(431);
      expect(headers.body).toEqual({ message: expect.stringMatching(/^The request headers are too large/) });
      const garbage = await rawRequest(port(), 'NOT HTTP AT ALL\r\n\r\n');
      expect(garbage).toMatchObject({ status: 400, body: { message: 'The request is not valid HTTP.' } });
    });
  }

  it('answers an over-long path part with 414 and a bad percent-encoding with 400, in the shape', async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/devices/${'9'.repeat(500)}`,
      headers: admin,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      message: 'A part of the URL path is too long; check the identifier in the URL.',
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/devices/%ZZ', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The URL is malformed: check its percent-encoding.' });
  });
});

describe('bodies the API cannot read', () => {
  const url = () => `/api/devices/${t.demo.devices.acme[44]}`;

  it('refuses text/plain, a form and an unknown type with 415, saying to send JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: url(),
        headers: { ...admin, 'content-type': type },
        payload: 'note=x',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toEqual({ message: 'Send JSON with Content-Type: application/json.' });
    }
  });

  it('refuses malformed and empty JSON with 400', async () => {
    const json = { ...admin, 'content-type': 'application/json' };
    const malformed = await t.app.inject({ method: 'PUT', url: url(), headers: json, payload: '{"note":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const empty = await t.app.inject({ method: 'PUT', url: url(), headers: json, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^The request body is empty/);
  });

  it('says what the body should have been when it is not an object', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '"note"',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The request body must be an object (got the text "note")',
      errors: { body: ['must be an object (got the text "note")'] },
    });
  });
});

describe('validation messages in plain language, naming the field', () => {
  it("states a whole number's range instead of the library's text", async () => {
    const url = `/api/devices/${t.demo.devices.acme[44]}/users`;
    for (const value of ['1e308', '9007199254740993', '-1e308', '0', '1.5']) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: `{"users":[${value}]}`,
      });
      expect(res.statusCode, value).toBe(422);
      expect(res.json(), value).toEqual({
        message: 'users.0 must be a whole number between 1 and 2147483647',
        errors: { 'users.0': ['must be a whole number between 1 and 2147483647'] },
      });
    }
  });

  it('says what was expected and what came for a wrong type, and "is required" for a missing field', async () => {
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/devices/${t.demo.devices.acme[44]}/users`,
      headers: admin,
      payload: { users: 'all' },
    });
    expect(wrong.json().message).toBe('users must be a list of user ids');
    const missing = await t.app.inject({ method: 'POST', url: '/api/token', payload: {} });
    expect(missing.statusCode).toBe(422);
    for (const messages of Object.values(missing.json().errors as Record<string, string[]>)) {
      expect(messages.join(' ')).not.toMatch(/Invalid input|expected \w+, received/);
    }
  });

  it('keeps the messages written in the contracts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${t.demo.accounts.acme}/device-list?per_page=500`,
      headers: admin,
    });
    expect(res.json()).toEqual({
      message: 'per_page must be at most 200',
      errors: { per_page: ['must be at most 200'] },
    });
  });
});
