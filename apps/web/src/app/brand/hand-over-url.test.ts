import { describe, expect, it } from 'vitest';
import { resolveBootConfig } from '../../config/boot-config.ts';
import { handOverUrl, withoutHandOverParams } from './hand-over-url.ts';

describe('handOverUrl', () => {
  it('keeps protocol, port, path and query, and adds the token and account', () => {
    const url = handOverUrl({
      path: '/trackers/4?tab=history',
      protocol: 'http:',
      port: '3100',
      otherHost: 'business.localhost',
      token: 'abc',
      accountId: 7,
    });
    expect(url).toBe('http://business.localhost:3100/trackers/4?tab=history&token=abc&account=7');
  });

  it('leaves out an empty port and replaces stale hand-over values', () => {
    const url = handOverUrl({
      path: '/alerts?token=old&account=1&no_imitate=1',
      protocol: 'https:',
      port: '',
      otherHost: 'family.example',
      token: 'new',
      accountId: 2,
    });
    expect(url).toBe('https://family.example/alerts?token=new&account=2');
  });
});

describe('withoutHandOverParams', () => {
  it('removes token, account, no_imitate and imitate_from and keeps the rest', () => {
    expect(withoutHandOverParams('http://x.test/trackers?token=t&search=van&account=3#map')).toBe(
      '/trackers?search=van#map',
    );
    expect(withoutHandOverParams('http://x.test/?no_imitate=1&imitate_from=http%3A%2F%2Fa')).toBe('/');
  });
});

describe('resolveBootConfig', () => {
  it('uses what the server injected', () => {
    const injected = {
      brand: 'business',
      businessHost: 'b.example',
      consumerHost: 'c.example',
      streetTilesUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      satelliteTilesUrl: null,
      streetTilesCredit: null,
      satelliteTilesCredit: null,
      mapStyleUrl: null,
      pmtilesUrl: null,
    } as const;
    expect(resolveBootConfig(injected, 'whatever')).toEqual(injected);
  });

  it('passes on whether the page came with a session cookie, and leaves it unknown when not said', () => {
    expect(resolveBootConfig({ sessionCookie: false }, 'localhost').sessionCookie).toBe(false);
    expect(resolveBootConfig({ sessionCookie: true }, 'localhost').sessionCookie).toBe(true);
    expect(resolveBootConfig(undefined, 'localhost').sessionCookie).toBeUndefined();
  });

  it('treats a missing or empty tile address as none', () => {
    const config = resolveBootConfig({ brand: 'consumer', streetTilesUrl: '' }, 'localhost');
    expect(config.streetTilesUrl).toBeNull();
    expect(config.satelliteTilesUrl).toBeNull();
  });

  it('follows the host name in development', () => {
    expect(resolveBootConfig(undefined, 'business.localhost')).toEqual({
      brand: 'business',
      businessHost: 'business.localhost',
      consumerHost: 'localhost',
      streetTilesUrl: null,
      satelliteTilesUrl: null,
      streetTilesCredit: null,
      satelliteTilesCredit: null,
      mapStyleUrl: null,
      pmtilesUrl: null,
    });
    expect(resolveBootConfig(undefined, 'localhost')).toEqual({
      brand: 'consumer',
      businessHost: 'business.localhost',
      consumerHost: 'localhost',
      streetTilesUrl: null,
      satelliteTilesUrl: null,
      streetTilesCredit: null,
      satelliteTilesCredit: null,
      mapStyleUrl: null,
      pmtilesUrl: null,
    });
  });
});
