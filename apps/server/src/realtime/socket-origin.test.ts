import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './socket-origin.ts';

const config = {
  BUSINESS_HOST: 'business.example.com',
  CONSUMER_HOST: 'example.com',
  PUBLIC_URL: 'https://app.example.com',
};

describe('socket Origin check for cookie sign-ins', () => {
  it('accepts our brand hosts, the public address and the host asked, on any port', () => {
    for (const origin of [
      'https://business.example.com',
      'http://example.com:5173',
      'https://app.example.com',
      'http://10.0.0.5:3000',
    ]) {
      expect(isOriginAllowed(origin, '10.0.0.5:3000', config), origin).toBe(true);
    }
  });

  it('refuses other sites, look-alikes and opaque origins', () => {
    for (const origin of [
      'https://evil.example',
      'https://example.com.evil.example',
      'null',
      'example.com',
      '',
    ]) {
      expect(isOriginAllowed(origin, 'example.com', config), origin).toBe(false);
    }
  });

  it('lets clients without an Origin (not a browser) through', () => {
    expect(isOriginAllowed(undefined, 'example.com', config)).toBe(true);
  });
});
