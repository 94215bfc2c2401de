import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { mapHosts } from './map-config.ts';

export type CspDirectives = Record<string, string[]>;

/**
 * The CSP source of a tile URL template's host: `{s}`-style placeholders in the host become the wildcard CSP
 * allows (leftmost label only), so `https://{s}.tile.example.org/{z}/{x}/{y}.png` gives
 * `https://*.tile.example.org`. Null for anything that is not an http(s) URL (nothing to allow).
 */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const [, scheme, host] = match as unknown as [string, string, string];
  if (!host.includes('{')) return `${scheme.toLowerCase()}://${host.toLowerCase()}`;
  const labels = host.split('.');
  const lastTemplated = labels.findLastIndex((label) => label.includes('{'));
  const rest = labels.slice(lastTemplated + 1);
  // a placeholder in the last label (the TLD or port) cannot be expressed: allow nothing rather than any host
  if (rest.length < 2 || rest.some((label) => /[{}]/.test(label))) return null;
  return `${scheme.toLowerCase()}://*.${rest.join('.').toLowerCase()}`;
}

/**
 * The policy of every response (decision 0026). Scripts only from our origin; no inline script anywhere (the
 * boot data travels in a meta tag). Styles from our origin; the page adds a per-request nonce for the style
 * tags Mantine injects (withStyleNonce). Map tiles come from the configured tile hosts (fetched, then drawn
 * from blob: images); MapLibre starts its workers from blob: URLs.
 */
export function cspDirectives(config: Config): CspDirectives {
  const tiles = [config.STREET_TILES_URL, config.SATELLITE_TILES_URL]
    .map((template) => (template ? tileSource(template) : null))
    .filter((source): source is string => !!source);
  // a hosted vector style, its tiles, glyphs and sprites (decision 0028)
  tiles.push(...mapHosts(config));
  const publicUrl = new URL(config.PUBLIC_URL);
  const https = publicUrl.protocol === 'https:';
  // 'self' covers same-origin ws:/wss: in current browsers (CSP 3); the public URL's socket is named for older ones
  const socket = `${https ? 'wss' : 'ws'}://${publicUrl.host}`;
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", socket, ...tiles],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) allowStripe(directives);
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Stripe.js and its card fields (docs/decisions/0067), only when Stripe is configured: the script and its frames
 * come from js.stripe.com, 3-D Secure pages from hooks.stripe.com, and the fields call api.stripe.com. The embedded
 * sandbox provider needs none of it, so the default policy stays 'self' only.
 */
function allowStripe(directives: CspDirectives): void {
  directives['script-src']!.push('https://js.stripe.com');
  directives['frame-src'] = ['https://js.stripe.com', 'https://hooks.stripe.com'];
  directives['connect-src']!.push('https://api.stripe.com');
}

/** A fresh nonce for one page's style tags. */
export function styleNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The policy as a header value, with the page's style nonce added to style-src. */
export function cspHeader(directives: CspDirectives, nonce?: string): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const all = name === 'style-src' && nonce ? [...sources, `'nonce-${nonce}'`] : sources;
      return [name, ...all].join(' ');
    })
    .join('; ');
}

/**
 * @fastify/helmet's options: the policy above on every response (the page replaces it with its nonce'd copy,
 * Swagger UI with its own), and HSTS only when the public URL is https (on plain http it would be ignored, and
 * a development host must not be pinned). Subdomains are left out of HSTS: the brand hosts are named, but the
 * operator's other subdomains are not ours to pin.
 */
export function helmetOptions(config: Config) {
  const https = new URL(config.PUBLIC_URL).protocol === 'https:';
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : (false as const),
  };
}
