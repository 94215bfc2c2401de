import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { cspDirectives, cspHeader, tileSource } from './content-security-policy.ts';

describe('tileSource', () => {
  it('allows the host of a plain tile template', () => {
    expect(tileSource('https://Tiles.Example.org/{z}/{x}/{y}.png')).toBe('https://tiles.example.org');
    expect(tileSource('http://localhost:8080/tiles/{z}/{x}/{y}')).toBe('http://localhost:8080');
  });

  it('turns a subdomain placeholder into the leftmost wildcard', () => {
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('https://tiles{s}.example.org/{z}/{x}/{y}.png')).toBe('https://*.example.org');
  });

  it('allows nothing for templates it cannot express', () => {
    expect(tileSource('mapbox://styles/x')).toBeNull();
    expect(tileSource('https://tiles.{tld}/{z}/{x}/{y}')).toBeNull();
    expect(tileSource('https://{s}.org/{z}')).toBeNull();
  });
});

describe('cspDirectives', () => {
  it('allows the configured tile hosts for images and fetches, and the public socket', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://track.example.com',
      STREET_TILES_URL: 'https://{s}.street.example/{z}/{x}/{y}.png',
      SATELLITE_TILES_URL: 'https://sat.example/{z}/{y}/{x}',
    });
    const directives = cspDirectives(config);
    expect(directives['img-src']).toEqual(
      expect.arrayContaining(['https://*.street.example', 'https://sat.example']),
    );
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining(['wss://track.example.com', 'https://*.street.example', 'https://sat.example']),
    );
    expect(directives['upgrade-insecure-requests']).toEqual([]);
  });

  it("lets Stripe's script, card frames and API in only when Stripe is configured", () => {
    const sandbox = cspDirectives(loadConfig({}));
    expect(sandbox['script-src']).toEqual(["'self'"]);
    expect(sandbox['frame-src']).toBeUndefined();
    const stripe = cspDirectives(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }));
    expect(stripe['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(stripe['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(stripe['connect-src']).toContain('https://api.stripe.com');
  });

  it('adds the page nonce to style-src only', () => {
    const header = cspHeader(cspDirectives(loadConfig({})), 'abc');
    expect(header).toContain("style-src 'self' 'nonce-abc'");
    expect(header).toContain("script-src 'self';");
    expect(header).not.toContain('unsafe-inline');
  });
});
