import { describe, expect, it } from 'vitest';
import { plainQuery } from './osmand-listener.ts';

describe('the OsmAnd listener reading a plain query like Fastify does', () => {
  it('reads pairs, repeated keys as lists, + as a space and a bare key as empty', () => {
    expect({ ...plainQuery('/?id=A1&lat=40.5&lon=-75&x=1&x=2&x=3&flag&note=a+b&=v&&') }).toEqual({
      id: 'A1',
      lat: '40.5',
      lon: '-75',
      x: ['1', '2', '3'],
      flag: '',
      note: 'a b',
      '': 'v',
    });
    expect({ ...plainQuery('/any/path') }).toEqual({});
    expect({ ...plainQuery('/?a=b=c') }).toEqual({ a: 'b=c' });
  });

  it('leaves percent-encoded URLs to Fastify', () => {
    expect(plainQuery('/?id=A%201')).toBeNull();
    expect(plainQuery('/p%41th?id=A1')).toBeNull();
  });
});
