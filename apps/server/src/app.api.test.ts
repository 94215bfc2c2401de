import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP frame', () => {
  it('publishes an OpenAPI 3 document built from the zod contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/token'].post;
    const schema = login.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(doc.paths['/api/me'].get).toBeDefined();
    expect(doc.paths['/api/accounts/{accountId}'].get).toBeDefined();
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers unknown API paths with a 404 error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /api/no-such-thing' });
  });

  it('sets security headers and echoes a request id for log correlation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const fresh = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a body over the size limit with a clear 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing, and takes no new ones', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    let release: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      app.get('/api/slow-for-test', async () => {
        resolve();
        await new Promise<void>((r) => (release = r));
        return { data: 'done' };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow-for-test`);
    await reached;
    const closing = app.close();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: 'done' });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api/slow-for-test`)).rejects.toThrow();
  });
});
