import path from 'node:path';
import send from '@fastify/send';
import fp from 'fastify-plugin';
import { MAP_PMTILES_PATH } from './map-config.ts';

/** PMTiles archives change only when the operator replaces the file; an hour keeps tile reads off the server. */
const MAX_AGE_SECONDS = 3600;

/**
 * The self-hosted base map (decision 0028): the PMTiles file named by MAP_PMTILES, inside DATA_DIR, at one fixed
 * address. The browser's `pmtiles` reader asks for byte ranges (the header, directories, then single tiles), so
 * the file is sent with Range, If-Range and ETag support and never whole unless asked. Outside /api: it is a
 * file, served while the database is away too.
 */
export const mapAssetRoutes = fp<Record<never, never>>(async (app) => {
  const file = app.config.MAP_PMTILES;
  const root = path.resolve(app.config.DATA_DIR);
  app.get(MAP_PMTILES_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!file)
      return reply.status(404).send({
        message: 'No self-hosted base map is configured: set MAP_PMTILES to a .pmtiles file in DATA_DIR.',
      });
    const result = await send(request.raw, file, {
      root,
      acceptRanges: true,
      cacheControl: false,
      dotfiles: 'deny',
      index: false,
    });
    if (result.type !== 'file') {
      request.log.warn({ file, root }, 'the MAP_PMTILES base map file cannot be read');
      return reply.status(result.statusCode === 416 ? 416 : 404).send({
        message:
          result.statusCode === 416
            ? 'The requested byte range is outside the base map file.'
            : `The base map file ${file} is not in DATA_DIR: put it there or correct MAP_PMTILES.`,
      });
    }
    return reply
      .status(result.statusCode)
      .headers(result.headers)
      .header('content-type', 'application/vnd.pmtiles')
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
      .send(result.stream);
  });
});
