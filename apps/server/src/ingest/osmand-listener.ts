import Fastify, { type FastifyBaseLogger } from 'fastify';
import { registerErrorHandler } from '../http/error-handler.ts';
import type { Services } from '../services.ts';
import { acceptAnyBodyAsText, registerOsmandRoute } from './osmand-route.ts';

export interface OsmandListener {
  /** The port listened on (useful when 0 asked for any free port). */
  port: number;
  /** Stops accepting reports and waits for the ones in progress. */
  close(): Promise<void>;
}

/**
 * The OsmAnd protocol on its own port (OSMAND_PORT, 5055 like Traccar's), any method and any path, as Traccar
 * Client and devices configured for a Traccar server expect. Same handler as /api/ingest/osmand.
 */
export async function startOsmandListener(
  services: Services,
  opts: { port: number; host: string; logger: FastifyBaseLogger },
): Promise<OsmandListener> {
  const listener = Fastify({ loggerInstance: opts.logger.child({ listener: 'osmand' }) });
  registerErrorHandler(listener);
  acceptAnyBodyAsText(listener);
  registerOsmandRoute(listener, '*', services);
  await listener.listen({ port: opts.port, host: opts.host });
  const address = listener.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : opts.port,
    close: () => listener.close(),
  };
}
