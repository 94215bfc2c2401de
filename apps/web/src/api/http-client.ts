import { MESSAGES, TIMING } from '@lodestar/contracts';
import { runApiEffect } from './api-effects.ts';
import { ApiError, CANCELLED_STATUS, NO_RESPONSE_STATUS } from './api-error.ts';
import { databaseStatus } from './database-status.ts';
import { decideErrorAction } from './error-action.ts';
import { requestHeaders } from './request-headers.ts';

export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData goes as multipart (an image upload), its boundary set by the browser. */
  body?: unknown;
  /** Query values; null and undefined are left out, arrays repeat the name. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** The caller's cancel signal (TanStack Query passes one); the 100 s timeout is added to it. */
  signal?: AbortSignal;
  /**
   * Statuses the caller turns into its own message, so the shared reaction (sign-out, error pages, toast) stays
   * out: e.g. the login form shows a 401 as a wrong password. 'all' for every status.
   */
  handles?: readonly number[] | 'all';
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (v != null) params.append(name, String(v));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  const fields = (body ?? {}) as { message?: unknown; errors?: unknown };
  const serverMessage = typeof fields.message === 'string' && fields.message !== '' ? fields.message : null;
  const errors =
    fields.errors && typeof fields.errors === 'object' ? (fields.errors as Record<string, string[]>) : {};
  return new ApiError(status, serverMessage ?? `Request failed with status ${status}`, serverMessage, errors);
}

function errorFromThrown(thrown: unknown, callerSignal: AbortSignal | undefined): ApiError {
  if (callerSignal?.aborted) return new ApiError(CANCELLED_STATUS, 'Request cancelled');
  if (thrown instanceof DOMException && thrown.name === 'TimeoutError') {
    return new ApiError(NO_RESPONSE_STATUS, 'The server took too long to answer');
  }
  return new ApiError(NO_RESPONSE_STATUS, 'The server could not be reached');
}

/** Runs the shared reaction to a failure unless the caller said it handles that status itself. */
function react(error: ApiError, path: string, handles: RequestOptions['handles']): void {
  if (handles === 'all' || handles?.includes(error.status)) return;
  const action = decideErrorAction(error.status, path);
  if (action) runApiEffect(action);
}

/**
 * What a call answers: the envelope's data, the whole `{ data, meta }` envelope (paged lists), nothing, or the raw
 * bytes of a binary answer (failures still come as JSON `{ message }`).
 */
type Answer = 'data' | 'envelope' | 'none' | 'binary';

async function call(path: string, options: RequestOptions, answer: Answer): Promise<unknown> {
  const { method = 'GET', body, query, signal, handles } = options;
  const timeout = AbortSignal.timeout(TIMING.requestTimeout);
  let error: ApiError;
  try {
    const form = body instanceof FormData ? body : null;
    const headers = requestHeaders(body !== undefined && form === null);
    if (answer === 'binary') headers.set('Accept', 'application/octet-stream, application/json');
    const response = await fetch(urlFor(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : (form ?? JSON.stringify(body)),
      credentials: 'same-origin',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    // an answer means the database is back, also when the socket that would say so has not reconnected yet
    if (response.ok) databaseStatus.set('available');
    if (answer === 'binary' && response.ok) return await response.arrayBuffer();
    const payload = await readJson(response);
    if (!response.ok) {
      error = errorFromBody(response.status, payload);
    } else if (answer === 'none') {
      return undefined;
    } else if (payload && typeof payload === 'object' && 'data' in payload) {
      return answer === 'envelope' ? payload : (payload as { data: unknown }).data;
    } else {
      error = new ApiError(response.status, MESSAGES.noDataObject);
    }
  } catch (thrown) {
    error = errorFromThrown(thrown, signal);
  }
  react(error, path, handles);
  throw error;
}

/** Calls the API and answers the `data` of its `{ data }` envelope; failures throw an ApiError. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return call(path, options, 'data') as Promise<T>;
}

/** Calls the API and answers its whole `{ data, meta }` envelope: for paged lists, whose meta holds last_page. */
export function apiRequestEnvelope<T extends { data: unknown }>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return call(path, options, 'envelope') as Promise<T>;
}

/** Calls the API for its effect only (e.g. DELETE /token), where the answer may carry no data. */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await call(path, options, 'none');
}

/**
 * Calls the API for a binary answer (e.g. a packed history path) and answers its bytes. Failures are JSON
 * `{ message }` like any call's, and get the same ApiError, shared reaction and `handles`.
 */
export async function apiRequestBinary(path: string, options: RequestOptions = {}): Promise<ArrayBuffer> {
  return (await call(path, options, 'binary')) as ArrayBuffer;
}
