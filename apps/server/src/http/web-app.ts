import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SESSION_COOKIE } from '@lodestar/contracts';
import type { Config } from '../config.ts';
import { cspDirectives, cspHeader, styleNonce } from './content-security-policy.ts';
import { customReportFrameSources } from './custom-report-frames.ts';
import { mapBootConfig } from './map-config.ts';
import { precompressAssets } from './precompress-assets.ts';

/** Text safe inside a double-quoted HTML attribute. */
function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

export type Brand = 'business' | 'consumer';

/** How long a browser keeps the brand's favicon and logos before asking again: a week. */
const BRAND_MAX_AGE_SECONDS = 7 * 86_400;

/**
 * Whether the request carries a session cookie at all (not whether it is valid). The page tells the app, so a
 * visitor with no cookie is not sent to GET /me only to be refused: the browser logs every 401 (decision 0032).
 */
function hasSessionCookie(request: FastifyRequest): boolean {
  const cookies = request.headers.cookie ?? '';
  return cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** The brand variant served for a request's host (spec 1 §1): the business host, else the consumer one. */
export function brandForHost(config: Config, host: string | undefined): Brand {
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return hostname === config.BUSINESS_HOST.toLowerCase() ? 'business' : 'consumer';
}

/**
 * Serves the built single-page app, with index.html for every non-API path so the client router decides.
 * The brand and the two brand hosts are written into the page, so the first paint already shows the right logo.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const root = path.resolve(config.WEB_DIST);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): run npm run build:web`);
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const policy = cspDirectives(config);
  // The boot data is a meta tag, not an inline script, so the Content-Security-Policy allows no inline script at
  // all (decision 0026). The style nonce rides along for Mantine's style tags (apps/web/src/app/providers.tsx).
  const renderIndex = (request: FastifyRequest, nonce: string) => {
    const brand = brandForHost(config, request.headers.host);
    const boot = JSON.stringify({
      brand,
      businessHost: config.BUSINESS_HOST,
      consumerHost: config.CONSUMER_HOST,
      ...mapBootConfig(config),
      styleNonce: nonce,
      sessionCookie: hasSessionCookie(request),
    });
    return template
      .replace('<body>', `<body class="brand-${brand}">`)
      .replaceAll('/brand/favicon.svg', `/brand/${brand}-favicon.svg`)
      .replace('</head>', `<meta name="lodestar-boot" content="${escapeAttribute(boot)}" /></head>`);
  };
  // Assets are sent precompressed (.br/.gz beside each file), so no request spends CPU on compression; the API,
  // ingest and the socket are never compressed. Hashed assets never change. The copies are written after the
  // server listens (decision 0054): a first start serves at once, and sends each file uncompressed until its
  // copies exist. Every instance sharing the dist/ may do this; the files are renamed into place whole.
  let closing = false;
  app.addHook('onListen', () => {
    precompressAssets(root, { stopped: () => closing })
      .then(({ compressed, fromCache, ms }) => {
        if (compressed + fromCache > 0)
          app.log.info(
            `web app: precompressed ${compressed} files (${fromCache} more from the cache) in ${ms} ms`,
          );
      })
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'web app: precompression stopped; files are sent uncompressed'),
      );
  });
  app.addHook('onClose', () => {
    closing = true;
  });
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    prefix: '/',
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      // The brand files keep their names (index.html and the logo point at them), so they cannot be immutable;
      // without any lifetime Chromium revalidated the favicon on every in-app navigation (decision 0032).
      else if (filePath.includes(`${path.sep}brand${path.sep}`))
        reply.header(
          'cache-control',
          `public, max-age=${BRAND_MAX_AGE_SECONDS}, stale-while-revalidate=86400`,
        );
    },
  });
  const sendIndex = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const nonce = styleNonce();
    // the custom report's page alone may frame the signed-in person's report origin (decision 0064)
    const frames = await customReportFrameSources(app.services.database.db, request);
    const pagePolicy = frames.length > 0 ? { ...policy, 'frame-src': frames } : policy;
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', cspHeader(pagePolicy, nonce))
      .send(renderIndex(request, nonce));
  };
  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/'))
      return reply.status(404).send({ message: `No route for ${request.method} ${url}` });
    const file = path.join(root, path.normalize(url));
    if (file.startsWith(root + path.sep) && existsSync(file) && !file.endsWith(path.sep)) {
      return reply.sendFile(path.relative(root, file));
    }
    return sendIndex(request, reply);
  });
}
