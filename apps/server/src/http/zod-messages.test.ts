import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordId } from '@lodestar/contracts';
import { validatorCompiler } from './validator-compiler.ts';
import { validationAnswer } from './validation-answer.ts';
import { clientErrorAnswer } from './framework-errors.ts';

/** What a route with this body schema answers for `body` (the compiler plus the error handler's shaping). */
function answer(schema: z.ZodType, body: unknown) {
  const result = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' })(body) as {
    error?: Parameters<typeof validationAnswer>[0];
  };
  return result.error ? validationAnswer(result.error, 'body') : null;
}

describe('validation messages in plain language', () => {
  const schema = z.object({
    id: recordId,
    count: z.number().int(),
    ratio: z.number().gt(0).max(1),
    name: z.string().min(2).max(5),
    tags: z.array(z.string()).min(1).max(2),
    kind: z.enum(['a', 'b']),
    email: z.email().optional(),
    note: z.string().max(3, 'keep it short').optional(),
  });
  const valid = { id: 1, count: 0, ratio: 0.5, name: 'abc', tags: ['x'], kind: 'a' };

  it.each([
    [{ id: 1e308 }, 'id', 'must be a whole number between 1 and 2147483647'],
    [{ id: 0 }, 'id', 'must be a whole number between 1 and 2147483647'],
    [{ id: '7' }, 'id', 'must be a whole number between 1 and 2147483647'],
    [
      { count: Number.MAX_SAFE_INTEGER + 2 },
      'count',
      'must be a whole number between -9007199254740991 and 9007199254740991',
    ],
    [{ ratio: 0 }, 'ratio', 'must be a number, greater than 0, at most 1'],
    [{ name: 'a' }, 'name', 'must be at least 2 characters'],
    [{ name: 'abcdef' }, 'name', 'must be at most 5 characters'],
    [{ name: 5 }, 'name', 'must be text (got 5)'],
    [{ name: undefined }, 'name', 'is required'],
    [{ tags: [] }, 'tags', 'must not be empty'],
    [{ tags: ['a', 'b', 'c'] }, 'tags', 'must have at most 2 items'],
    [{ tags: 'a' }, 'tags', 'must be a list (got the text "a")'],
    [{ kind: 'c' }, 'kind', 'must be one of "a", "b"'],
    [{ email: 'nope' }, 'email', 'must be an e-mail address'],
    [{ note: 'long' }, 'note', 'keep it short'],
  ])('%j: %s %s', (change, field, message) => {
    const result = answer(schema, { ...valid, ...change });
    expect(result?.errors[field]).toEqual([message]);
    expect(result?.message).toBe(
      message === 'keep it short' ? `${field}: ${message}` : `${field} ${message}`,
    );
  });

  it('names the body itself when it is not an object', () => {
    expect(answer(schema, ['x'])).toEqual({
      message: 'The request body must be an object (got a list)',
      errors: { body: ['must be an object (got a list)'] },
    });
  });

  it('keeps a whole-sentence message from the contracts as it is', () => {
    const result = answer(z.object({ email: z.string().min(1, 'The email field is required.') }), {
      email: '',
    });
    expect(result?.message).toBe('The email field is required.');
  });
});

describe("requests Node's HTTP parser refuses", () => {
  const overflow = (raw: string) =>
    clientErrorAnswer(
      Object.assign(new Error('overflow'), { code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(raw) }),
    );

  it('blames the URL when the request line takes most of the limit, else the headers', () => {
    expect(overflow(`GET /?q=${'a'.repeat(20_000)}`).status).toBe(414);
    expect(overflow(`GET /?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n`).status).toBe(414);
    expect(overflow(`GET / HTTP/1.1\r\nCookie: ${'c'.repeat(20_000)}\r\n`).status).toBe(431);
    expect(clientErrorAnswer(Object.assign(new Error('x'), { code: 'HPE_INVALID_METHOD' }))).toEqual({
      status: 400,
      message: 'The request is not valid HTTP.',
    });
  });
});
