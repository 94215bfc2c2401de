import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';

export type Brand = 'business' | 'consumer';

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
  const renderIndex = (request: FastifyRequest) => {
    const brand = brandForHost(config, request.headers.host);
    const boot = JSON.stringify({
      brand,
      businessHost: config.BUSINESS_HOST,
      consumerHost: config.CONSUMER_HOST,
      streetTilesUrl: config.STREET_TILES_URL ?? null,
      satelliteTilesUrl: config.SATELLITE_TILES_URL ?? null,
    });
    return template
      .replace('<body>', `<body class="brand-${brand}">`)
      .replaceAll('/brand/favicon.svg', `/brand/${brand}-favicon.svg`)
      .replace('</head>', `<script>window.__LODESTAR__=${boot.replaceAll('<', '\\u003c')}</script></head>`);
  };
  // Assets are sent precompressed (.br/.gz written by the web build, apps/web/vite.config.ts), so no request
  // spends CPU on compression; the API, ingest and the socket are never compressed. Hashed assets never change.
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    prefix: '/',
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendIndex = (request: FastifyRequest, reply: import('fastify').FastifyReply) =>
    reply.type('text/html').header('cache-control', 'no-cache').send(renderIndex(request));
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
