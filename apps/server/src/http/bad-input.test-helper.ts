import { connect } from 'node:net';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse, RouteOptions } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { issueSession } from '../modules/session/session-issuer.ts';
import type { TestApp } from '../test/test-app.ts';

/** One route of the built app as the bad-input suite drives it. */
export interface ProbedRoute {
  method: HTTPMethods;
  url: string;
  params: string[];
  query: JsonSchema | undefined;
  body: JsonSchema | undefined;
  /** Routes without a body schema that still read a body (ingest): probed with the generic bodies. */
  readsBody: boolean;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

/** Framework plumbing rather than API: Swagger UI's files, the web app's pages, the socket upgrade. */
function isPlumbing(route: RouteOptions): boolean {
  return (
    !route.url.startsWith('/api/') ||
    route.url.startsWith('/api/docs') ||
    (route as RouteOptions & { websocket?: boolean }).websocket === true
  );
}

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Builds a second app on the test database that records every route as it is added (so routes added later
 * are probed without anyone listing them here), one entry per method: HEAD twins of GET routes are left out,
 * a route for every method is probed as GET and POST.
 */
export async function buildProbedApp(t: TestApp): Promise<{ app: FastifyInstance; routes: ProbedRoute[] }> {
  const seen: RouteOptions[] = [];
  const app = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    onRoute: (r) => void seen.push(r),
  });
  await app.ready();
  const routes: ProbedRoute[] = [];
  const keys = new Set<string>();
  for (const route of seen) {
    if (isPlumbing(route)) continue;
    const all = Array.isArray(route.method) ? route.method : [route.method];
    const methods = all.length > 3 ? (['GET', 'POST'] as HTTPMethods[]) : all.filter((m) => m !== 'HEAD');
    const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
    for (const method of methods) {
      // '/x' and '/x/' are one route for a client
      const key = `${method} ${route.url.replace(/\/$/, '')}`;
      if (keys.has(key)) continue;
      keys.add(key);
      routes.push({
        method,
        url: route.url,
        params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
        query: toJsonSchema(schema.querystring),
        body: toJsonSchema(schema.body),
        readsBody: method !== 'GET' && method !== 'HEAD',
      });
    }
  }
  return { app, routes };
}

/** A fresh sign-in of the account admin for each route, so a route that ends a session spoils no other. */
export async function adminToken(t: TestApp): Promise<string> {
  return (await issueSession(t.database.db, { kind: 'session', userId: t.demo.users.admin })).token;
}

/** The demo's real ids for path parameters, by the name of the parameter and the collection before it. */
export function realParams(route: ProbedRoute, t: TestApp): Record<string, string> {
  const values: Record<string, string> = {};
  const device = String(t.demo.devices.acme[44] ?? t.demo.devices.acme[0]);
  for (const name of route.params) {
    const before = route.url.split(`:${name}`)[0]!.split('/').filter(Boolean).pop();
    if (name === 'accountId') values[name] = String(t.demo.accounts.acme);
    else if (name === 'deviceId') values[name] = device;
    else if (name === 'userId') values[name] = String(t.demo.users.admin);
    else if (before === 'devices') values[name] = device;
    else if (before === 'users') values[name] = String(t.demo.users.admin);
    else if (before === 'accounts') values[name] = String(t.demo.accounts.acme);
    else values[name] = '1';
  }
  return values;
}

export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
}

function firstType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** Real ids for fields named after them, so a sample body names the demo's own objects. */
export type SampleIds = Record<string, unknown>;

/**
 * A plausible value for a JSON schema (the first enum value, 0 or the minimum, a short text, the real id for
 * fields named like `device_id`...). Objects get every field, optional ones too, so that a bad value in one
 * field meets valid values in the others; `requiredOnly` keeps only the required ones at the top.
 */
export function sampleOf(
  schema: JsonSchema | undefined,
  ids: SampleIds = {},
  requiredOnly = false,
  depth = 0,
): unknown {
  if (!schema || depth > 6) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleOf(variant, ids, requiredOnly, depth + 1);
  switch (firstType(schema)) {
    case 'integer':
    case 'number': {
      const low =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
      const high = schema.maximum ?? Number.MAX_SAFE_INTEGER;
      if (low === undefined || low <= 0) return high >= 0 ? 0 : high;
      return Math.min(low, high);
    }
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'date-time' || schema.pattern?.includes('\\d{4}-'))
        return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'array': {
      const items = Array.isArray(schema.items) ? schema.items : schema.prefixItems;
      if (items) return items.map((item) => sampleOf(item, ids, false, depth + 1));
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sampleOf(schema.items as JsonSchema, ids, false, depth + 1),
      );
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      const names = requiredOnly ? (schema.required ?? []) : Object.keys(schema.properties ?? {});
      for (const name of names)
        result[name] = name in ids ? ids[name] : sampleOf(schema.properties?.[name], ids, false, depth + 1);
      return result;
    }
    default:
      return null;
  }
}

/** Each field of a body schema with its path (nested objects' fields too), for replacing one at a time. */
export function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  const variant = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema?.allOf?.[0];
  if (variant && !schema?.properties) return fieldPaths(variant, prefix, depth);
  if (!schema?.properties || depth > 2) return [];
  const paths: string[][] = [];
  for (const [name, child] of Object.entries(schema.properties)) {
    paths.push([...prefix, name]);
    paths.push(...fieldPaths(child, [...prefix, name], depth + 1));
  }
  return paths;
}

/** `base` with the value at `path` replaced. */
export function withValue(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: Record<string, unknown> =
    base !== null && typeof base === 'object' && !Array.isArray(base)
      ? { ...(base as Record<string, unknown>) }
      : {};
  copy[path[0]!] = withValue(copy[path[0]!], path.slice(1), value);
  return copy;
}

const HUGE_TEXT = 'x'.repeat(100_000);

/** Values refused or handled by every field that should never reach the database as they are. */
export const BAD_JSON_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  1e308,
  -1e308,
  'Infinity',
  'NaN',
  '-1',
  { nested: 'object' },
  ['a', 'list'],
  true,
  null,
  '',
  HUGE_TEXT,
];

/** JSON texts with number literals JSON.stringify cannot write (past the safe integers, non-JSON literals). */
export const RAW_NUMBER_LITERALS = ['9007199254740993', '1e400', '-1e400', 'Infinity', 'NaN', '-0'];

/** Query-string values (already URL-encoded). */
export const BAD_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '1e308',
  '9007199254740993',
  '-1e308',
  'Infinity',
  'NaN',
  '-1',
  '',
  '%ZZ',
  'x'.repeat(100_000),
];

/**
 * Dates JavaScript reads and PostgreSQL's timestamptz cannot hold, or not as sent (issue 26: each answered 500):
 * every date field refuses each with a 422 that names the field.
 */
export const BAD_DATE_VALUES = [
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '+010000-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
];

/** Whether a field's schema is a date or date-time (as the contracts' one date parser describes its fields). */
export function isDateField(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.format === 'date-time' || schema.format === 'date') return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isDateField);
}

/** The schema of the field at `path` in a body schema (through the first variant, as fieldPaths goes). */
export function schemaAt(schema: JsonSchema | undefined, path: string[]): JsonSchema | undefined {
  if (!schema || path.length === 0) return schema;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant && !schema.properties) return schemaAt(variant, path);
  return schemaAt(schema.properties?.[path[0]!], path.slice(1));
}

/** Path-parameter values (already URL-encoded). */
export const BAD_PARAM_VALUES = [
  '%00',
  'a%00b',
  '1e308',
  '9007199254740993',
  '-1e308',
  'Infinity',
  'NaN',
  '-1',
  '0',
  '%ZZ',
  'x'.repeat(1000),
];

export interface Probe {
  label: string;
  method: HTTPMethods;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  /** A date field sent a value out of range: the answer must be a 422 naming it. */
  dateField?: string;
}

/** A date out of range is a 422 whose errors name the field (not only some 4xx). */
export function expectDateRefused(probe: Probe, res: LightMyRequestResponse): void {
  const where = `${probe.label}: ${probe.method} ${probe.url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBe(422);
  expect(Object.keys((res.json() as { errors?: object }).errors ?? {}), where).toContain(probe.dateField);
}

/** Every error answer in the API's one shape, with a message a person can read; never a 5xx. */
export function expectApiAnswer(probe: Probe, res: LightMyRequestResponse): void {
  const where = `${probe.label}: ${probe.method} ${probe.url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(
    Object.keys(body).filter((k) => k !== 'message' && k !== 'errors'),
    where,
  ).toEqual([]);
  expect(typeof body.message, where).toBe('string');
  expect((body.message as string).trim().length, where).toBeGreaterThan(3);
  // library and framework texts are not for people
  expect(body.message as string, where).not.toMatch(
    /FST_ERR|Invalid input|expected \w+ to be|received \w+$|^Too (big|small)/,
  );
  if (body.errors !== undefined) {
    for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>)) {
      expect(
        Array.isArray(messages) && messages.every((m) => typeof m === 'string' && m.length > 0),
        `${where} [${field}]`,
      ).toBe(true);
    }
  }
}

/** Runs the probes in small parallel groups (PGlite answers one query at a time; a flood only queues). */
export async function runProbes(
  app: FastifyInstance,
  probes: Probe[],
  onAnswer: (probe: Probe, res: LightMyRequestResponse) => void,
): Promise<void> {
  const GROUP = 8;
  for (let i = 0; i < probes.length; i += GROUP) {
    const group = probes.slice(i, i + GROUP);
    const answers = await Promise.all(
      group.map((p) => app.inject({ method: p.method, url: p.url, headers: p.headers, payload: p.payload })),
    );
    answers.forEach((res, j) => onAnswer(group[j]!, res));
  }
}

/**
 * Sends raw HTTP over TCP and reads the answer until the server closes: no client library in between that
 * might refuse an oversized request itself. Requests here are refused by Node's parser, which closes after.
 */
export function rawRequest(
  port: number,
  head: string,
): Promise<{ status: number; body: unknown; contentType: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', () => {}); // the server closes after answering; what it sent is all that counts
    socket.on('close', () => {
      const [headers = '', body = ''] = received.split('\r\n\r\n');
      const status = Number(headers.split(' ')[1]);
      const contentType = /content-type: ([^\r]+)/i.exec(headers)?.[1] ?? '';
      try {
        resolve({ status, body: JSON.parse(body), contentType });
      } catch {
        reject(new Error(`not JSON: ${received.slice(0, 300)}`));
      }
    });
  });
}
