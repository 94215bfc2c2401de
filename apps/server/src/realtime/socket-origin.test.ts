import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './socket-origin.ts';

const config = {
  BUSINESS_HOST: 'business.example.com',
  CONSUMER_HOST: 'example.com',
  PUBLIC_URL: 'https://app.example.com',
};
const lan = { protocol: 'http', host: '10.0.0.5:3000' };

describe('socket Origin check for cookie sign-ins', () => {
  it('accepts the public address, the brand hosts on its scheme and port, and the address asked', () => {
    for (const origin of [
      'https://business.example.com',
      'https://example.com',
      'https://app.example.com',
      'http://10.0.0.5:3000',
    ]) {
      expect(isOriginAllowed(origin, lan, config), origin).toBe(true);
    }
  });

  it('refuses our hosts on another port or scheme', () => {
    for (const origin of [
      'https://example.com:8443',
      'http://example.com',
      'http://app.example.com',
      'https://business.example.com:444',
      'http://10.0.0.5:9999',
      'https://10.0.0.5:3000',
      'http://10.0.0.5',
    ]) {
      expect(isOriginAllowed(origin, lan, config), origin).toBe(false);
    }
  });

  it('refuses another port of localhost with the default local set-up', () => {
    const local = {
      BUSINESS_HOST: 'business.localhost',
      CONSUMER_HOST: 'localhost',
      PUBLIC_URL: 'http://localhost:3000',
    };
    const asked = { protocol: 'http', host: 'localhost:3000' };
    expect(isOriginAllowed('http://localhost:3000', asked, local)).toBe(true);
    expect(isOriginAllowed('http://business.localhost:3000', asked, local)).toBe(true);
    for (const origin of ['http://localhost:9999', 'http://business.localhost:9999', 'http://localhost']) {
      expect(isOriginAllowed(origin, asked, local), origin).toBe(false);
    }
  });

  it('takes the port a brand host names itself', () => {
    const own = { ...config, BUSINESS_HOST: 'business.example.com:8443' };
    expect(isOriginAllowed('https://business.example.com:8443', lan, own)).toBe(true);
    expect(isOriginAllowed('https://business.example.com', lan, own)).toBe(false);
  });

  it('refuses other sites, look-alikes, opaque origins and what no browser sends', () => {
    for (const origin of [
      'https://evil.example',
      'https://example.com.evil.example',
      'null',
      'example.com',
      '',
      'https://example.com/',
      'https://example.com:443',
      'HTTPS://EXAMPLE.COM',
    ]) {
      expect(isOriginAllowed(origin, { protocol: 'https', host: 'example.com' }, config), origin).toBe(false);
    }
  });

  it('lets clients without an Origin (not a browser) through', () => {
    expect(isOriginAllowed(undefined, lan, config)).toBe(true);
  });
});
