import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['admin shutdown', withCode('57P01')],
    ['crash shutdown', withCode('57P02')],
    ['starting up or shutting down', withCode('57P03')],
    ['too many connections', withCode('53300')],
    ['connection failure', withCode('08006')],
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['timed out', withCode('ETIMEDOUT')],
    ['driver: ended connection', new Error('Connection terminated unexpectedly')],
    ['wrapped by the ORM', new Error('Failed query: select 1', { cause: withCode('57P01') })],
    [
      'both addresses of localhost refused',
      Object.assign(new AggregateError([withCode('ECONNREFUSED')]), { code: undefined }),
    ],
  ])('says the database is away: %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505')],
    ['out of range', withCode('22003')],
    ['syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('does not blame the database being away for: %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
