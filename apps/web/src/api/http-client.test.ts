import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiEffects } from './api-effects.ts';
import { ApiError } from './api-error.ts';
import { databaseStatus } from './database-status.ts';
import { apiRequest, apiRequestBinary, apiRequestEnvelope, apiSend } from './http-client.ts';

const effects = {
  'sign-in': vi.fn(),
  forbidden: vi.fn(),
  'not-found': vi.fn(),
  'server-error': vi.fn(),
  unavailable: vi.fn(),
};
const fetchMock = vi.fn<typeof fetch>();

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  for (const effect of Object.values(effects)) effect.mockReset();
  fetchMock.mockReset();
  configureApiEffects(effects);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the client and time zone headers with the cookie, and answers the envelope data', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { id: 1 } }));
    await expect(apiRequest('/me', { query: { include: 'devices', page: 2, none: null } })).resolves.toEqual({
      id: 1,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/me?include=devices&page=2');
    const headers = init?.headers as Headers;
    expect(headers.get('x-lodestar-client')).toBe('web');
    expect(headers.get('x-timezone')).toBeTruthy();
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends bodies as JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { token: 't' } }));
    await apiRequest('/token', { method: 'POST', body: { email: 'a@b.c', password: 'x' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe('{"email":"a@b.c","password":"x"}');
    expect((init.headers as Headers).get('content-type')).toBe('application/json');
  });

  it('raises "No data object in the response" when the envelope is missing', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 1 }));
    await expect(apiRequest('/me')).rejects.toThrow('No data object in the response');
  });

  it('carries the server message and field errors, and signs out on 401', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Unauthenticated.' }));
    const error = await apiRequest('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, serverMessage: 'Unauthenticated.' });
    expect(effects['sign-in']).toHaveBeenCalledOnce();
  });

  it('leaves statuses the caller handles to the caller', async () => {
    fetchMock.mockResolvedValue(answer(422, { message: 'Invalid', errors: { email: ['Taken'] } }));
    const error = (await apiRequest('/users/1', { method: 'PUT', body: {}, handles: [422] }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.errors).toEqual({ email: ['Taken'] });
    fetchMock.mockResolvedValue(answer(401, { message: 'These credentials do not match our records.' }));
    await apiRequest('/token', { method: 'POST', body: {}, handles: 'all' }).catch(() => {});
    expect(effects['sign-in']).not.toHaveBeenCalled();
  });

  it('routes 403, 404 and 500 to their pages and toast', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(403))
      .mockResolvedValueOnce(answer(404))
      .mockResolvedValueOnce(answer(500));
    for (let i = 0; i < 3; i++) await apiRequest('/devices/1').catch(() => {});
    expect(effects.forbidden).toHaveBeenCalledOnce();
    expect(effects['not-found']).toHaveBeenCalledOnce();
    expect(effects['server-error']).toHaveBeenCalledOnce();
  });

  it('raises the database notice on 503 instead of the reload toast, and clears it with the next answer', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(503, { message: 'The database is unavailable; try again shortly.' }),
    );
    const error = await apiRequest('/devices/1').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 503,
      serverMessage: 'The database is unavailable; try again shortly.',
    });
    expect(effects.unavailable).toHaveBeenCalledOnce();
    expect(effects['server-error']).not.toHaveBeenCalled();

    databaseStatus.set('unavailable');
    fetchMock.mockResolvedValueOnce(answer(200, { data: { id: 1 } }));
    await apiRequest('/devices/1');
    expect(databaseStatus.get()).toBe('available');
  });

  it('treats a request the caller cancelled as 499 and does nothing about it', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation((_url, init) => {
      controller.abort();
      return Promise.reject(init?.signal?.reason ?? new DOMException('aborted', 'AbortError'));
    });
    const error = (await apiRequest('/me', { signal: controller.signal }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(499);
    expect(error.isCancelled).toBe(true);
    for (const effect of Object.values(effects)) expect(effect).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0 without leaving the page', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 0 });
    for (const effect of Object.values(effects)) expect(effect).not.toHaveBeenCalled();
  });
});

describe('apiRequestEnvelope', () => {
  it('answers the whole envelope, so paged lists keep their meta', async () => {
    const page = { data: [{ id: 3 }], meta: { current_page: 2, last_page: 4 } };
    fetchMock.mockResolvedValue(answer(200, page));
    await expect(apiRequestEnvelope('/devices/1/events', { query: { page: 2 } })).resolves.toEqual(page);
  });

  it('still refuses an answer without a data object, and routes a 404 to Not Found', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { meta: {} }));
    await expect(apiRequestEnvelope('/devices/1/events')).rejects.toThrow('No data object in the response');
    fetchMock.mockResolvedValueOnce(answer(404, { message: 'Tracker not found.' }));
    await expect(apiRequestEnvelope('/devices/9/events')).rejects.toMatchObject({ status: 404 });
    expect(effects['not-found']).toHaveBeenCalledOnce();
  });
});

describe('apiSend', () => {
  it('accepts an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiSend('/token', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('apiRequestBinary', () => {
  it('answers the bytes of a binary answer, asking for them with the usual headers', async () => {
    const bytes = new Uint8Array([0, 1, 2, 254, 255]);
    fetchMock.mockResolvedValue(
      new Response(bytes, { status: 200, headers: { 'content-type': 'application/octet-stream' } }),
    );
    const answered = await apiRequestBinary('/accounts/1/devices/2/positions', {
      query: { format: 'packed' },
    });
    expect(new Uint8Array(answered)).toEqual(bytes);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/accounts/1/devices/2/positions?format=packed');
    const headers = init?.headers as Headers;
    expect(headers.get('accept')).toContain('application/octet-stream');
    expect(headers.get('x-lodestar-client')).toBe('web');
  });

  it('turns a JSON failure into an ApiError with the server message, leaving handled statuses to the caller', async () => {
    fetchMock.mockResolvedValue(answer(422, { message: 'The date range cannot exceed 366 days' }));
    const error = (await apiRequestBinary('/accounts/1/devices/2/positions', { handles: [422] }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, serverMessage: 'The date range cannot exceed 366 days' });
    fetchMock.mockResolvedValue(answer(404, { message: 'Tracker not found.' }));
    await expect(apiRequestBinary('/accounts/1/devices/9/positions')).rejects.toMatchObject({ status: 404 });
    expect(effects['not-found']).toHaveBeenCalledOnce();
  });
});
