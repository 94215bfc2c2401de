import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { forbidden } from '../http/errors.ts';
import { authenticated, requireAuth } from '../modules/session/auth.plugin.ts';
import { SocketClient } from './socket-client.ts';
import type { SocketHub } from './socket-hub.ts';
import { handleClientMessage } from './socket-messages.ts';
import { isOriginAllowed } from './socket-origin.ts';
import { isSessionLive } from './socket-session.repository.ts';
import { watchResolver } from './socket-watch.ts';

/** Refuses the upgrade of a cookie sign-in from a page that is not ours (see socket-origin.ts). */
async function sameSiteOnly(this: FastifyInstance, request: FastifyRequest) {
  if (request.auth?.via !== 'cookie') return;
  if (
    !isOriginAllowed(
      request.headers.origin,
      { protocol: request.protocol, host: request.headers.host },
      this.config,
    )
  ) {
    throw forbidden('This page may not open a socket with your sign-in.');
  }
}

/**
 * GET /api/socket (WebSocket). The upgrade is authenticated like any request (cookie or bearer; 401/403 are
 * answered before upgrading). On connect: {type:'hello', user_id, account_ids}; then {type:'positions'} batches.
 */
export function registerSocketRoute(app: FastifyInstance, hub: SocketHub) {
  const db = app.services.database.db;
  app.get(
    '/api/socket',
    { websocket: true, onRequest: [authenticated, sameSiteOnly], schema: { hide: true } },
    (socket: WebSocket, request: FastifyRequest) => {
      const auth = requireAuth(request);
      const client = new SocketClient(socket, auth.user.id, auth.sessionId, watchResolver(db, request), () =>
        isSessionLive(db, auth.sessionId),
      );
      const failed = (err: unknown) => {
        request.log.error({ err }, 'socket failed');
        socket.close(1011, 'Server error');
      };
      // listeners go on at once (ws does not buffer messages for late listeners); each message waits for the
      // ones before it, and the first waits for the hello, so a subscribe sent on open is never lost
      let turn = (async () => {
        const watch = await client.resolveWatch(null);
        if (socket.readyState !== socket.OPEN) return;
        hub.add(client, watch);
        client.send({ type: 'hello', user_id: auth.user.id, account_ids: [...watch.keys()] });
      })().catch(failed);
      socket.on('message', (data, isBinary) => {
        turn = turn.then(() => handleClientMessage(hub, client, data, isBinary)).catch(failed);
      });
    },
  );
}
