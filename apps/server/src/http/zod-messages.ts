import type { z } from 'zod';

type Issue = z.core.$ZodIssue & { input?: unknown };
type AnySchema = z.core.$ZodType;

/** What the client sent, in a few words, for messages that say what was expected instead. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return value.length > 30 ? `the text "${value.slice(0, 30)}…"` : `the text "${value}"`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  tuple: 'a list',
  record: 'an object',
  date: 'a date',
  null: 'null',
};

/** The schema a path leads to, through the wrappers zod adds (optional, default, pipe...); undefined if lost. */
export function schemaAt(root: AnySchema, path: readonly PropertyKey[]): AnySchema | undefined {
  let schema: AnySchema | undefined = unwrap(root);
  for (const key of path) {
    if (!schema) return undefined;
    const def = schema._zod.def as {
      type: string;
      shape?: Record<string, AnySchema>;
      element?: AnySchema;
      items?: AnySchema[];
    };
    if (def.type === 'object') schema = def.shape?.[String(key)];
    else if (def.type === 'array') schema = def.element;
    else if (def.type === 'tuple') schema = def.items?.[Number(key)];
    else return undefined;
    schema = schema && unwrap(schema);
  }
  return schema;
}

function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = current._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema; out?: AnySchema };
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      current = (def.out._zod.def as { type: string }).type === 'transform' ? def.in : def.out;
    else return current;
  }
  return current;
}

/** 'a whole number between 1 and 2147483647' for a number schema, from its own checks. */
function numberRange(schema: AnySchema): string | null {
  const def = schema._zod.def as { type: string; checks?: Array<{ _zod: { def: Record<string, unknown> } }> };
  if (def.type !== 'number') return null;
  let whole = false;
  let low: { value: number; inclusive: boolean } | undefined;
  let high: { value: number; inclusive: boolean } | undefined;
  for (const check of def.checks ?? []) {
    const c = check._zod.def as { check: string; value?: number; inclusive?: boolean; format?: string };
    if (c.check === 'number_format' && c.format !== 'float32' && c.format !== 'float64') whole = true;
    if (c.check === 'greater_than' && typeof c.value === 'number' && (!low || c.value >= low.value))
      low = { value: c.value, inclusive: c.inclusive ?? true };
    if (c.check === 'less_than' && typeof c.value === 'number' && (!high || c.value <= high.value))
      high = { value: c.value, inclusive: c.inclusive ?? true };
  }
  const kind = whole ? 'a whole number' : 'a number';
  // a whole number's exclusive bound is the next whole number ('positive' reads as 'at least 1')
  const lo = low && (low.inclusive ? `${low.value}` : whole ? `${Math.floor(low.value) + 1}` : null);
  const hi = high && (high.inclusive ? `${high.value}` : whole ? `${Math.ceil(high.value) - 1}` : null);
  if (whole && !lo && !hi) return `${kind} between ${Number.MIN_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`;
  if (lo && hi) return `${kind} between ${lo} and ${hi}`;
  const loText = low && (lo ? `at least ${lo}` : `greater than ${low.value}`);
  const hiText = high && (hi ? `at most ${hi}` : `less than ${high.value}`);
  return [kind, loText, hiText].filter(Boolean).join(', ');
}

function isNumberIssue(issue: Issue): boolean {
  if (issue.code === 'invalid_type') return issue.expected === 'number' || issue.expected === 'int';
  if (issue.code === 'too_big' || issue.code === 'too_small')
    return issue.origin === 'number' || issue.origin === 'int';
  return issue.code === 'not_multiple_of';
}

function items(n: number | bigint, one: string, many: string) {
  return `${n} ${Number(n) === 1 ? one : many}`;
}

/**
 * A zod issue in plain language, relative to its field ('must be at most 100 characters'), for issues that
 * the schema gave no message of its own. `schema` is the route's schema, used to state a number's full range.
 */
export function plainIssueMessage(issue: Issue, schema?: AnySchema): string {
  if (isNumberIssue(issue)) {
    const leaf = schema && schemaAt(schema, issue.path);
    const range = leaf && numberRange(leaf);
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
    if (range) return `must be ${range}`;
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      if (typeof issue.input === 'number' && !Number.isFinite(issue.input)) return 'must be a finite number';
      return `must be ${EXPECTED[issue.expected] ?? issue.expected} (got ${describeValue(issue.input)})`;
    case 'too_big': {
      const most = issue.inclusive === false ? 'less than' : 'at most';
      if (issue.origin === 'string')
        return issue.exact
          ? `must be exactly ${items(issue.maximum, 'character', 'characters')}`
          : `must be ${most} ${items(issue.maximum, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must have ${most} ${items(issue.maximum, 'item', 'items')}`;
      if (issue.origin === 'date')
        return `must be no later than ${new Date(Number(issue.maximum)).toISOString()}`;
      return `must be ${most} ${issue.maximum}`;
    }
    case 'too_small': {
      const least = issue.inclusive === false ? 'more than' : 'at least';
      if (issue.origin === 'string')
        return Number(issue.minimum) === 1
          ? 'must not be empty'
          : `must be ${least} ${items(issue.minimum, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) === 1
          ? 'must not be empty'
          : `must have ${least} ${items(issue.minimum, 'item', 'items')}`;
      if (issue.origin === 'date')
        return `must be no earlier than ${new Date(Number(issue.minimum)).toISOString()}`;
      return `must be ${issue.inclusive === false ? 'greater than' : 'at least'} ${issue.minimum}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'must be an e-mail address';
      if (issue.format === 'url') return 'must be a URL';
      if (issue.format === 'datetime') return 'must be an ISO-8601 date-time';
      if (issue.format === 'date') return 'must be a date (YYYY-MM-DD)';
      return issue.format === 'regex' ? 'has the wrong format' : `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'an unknown field' : 'unknown fields'}: ${issue.keys.join(', ')}`;
    case 'invalid_value': {
      const values = issue.values.map((v) => JSON.stringify(v));
      if (values.length === 1) return `must be ${values[0]}`;
      return values.length <= 12 ? `must be one of ${values.join(', ')}` : 'is not one of the allowed values';
    }
    case 'invalid_union':
      return `has the wrong type (got ${describeValue(issue.input)})`;
    case 'invalid_key':
      return 'has an invalid field name';
    case 'invalid_element':
      return 'has an invalid item';
    default:
      return 'is invalid';
  }
}
