import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { POSITIONS_CHANNEL, PostgresBridge } from './postgres-bridge.ts';
import { DEFAULT_HUB_OPTIONS, SocketHub } from './socket-hub.ts';
import { registerSocketRoute } from './socket.route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open sockets (tests call recheck() rather than waiting a minute). */
    socketHub: SocketHub;
  }
}

/**
 * Live positions (DESIGN.md Realtime): the socket hub fed by the position bus, the /api/socket route, and on
 * PostgreSQL the LISTEN/NOTIFY bridge that brings other instances' positions onto this instance's bus.
 */
export const realtimePlugin = fp(async (app) => {
  const hub = new SocketHub(app.services.positionBus, app.log, DEFAULT_HUB_OPTIONS);
  app.decorate('socketHub', hub);
  // before the websocket plugin's own preClose, so clients hear 'going away' (1001) and reconnect elsewhere
  app.addHook('preClose', async () => hub.close());
  // clients only ever send small subscribe messages
  await app.register(websocket, { options: { maxPayload: 4096 } });
  registerSocketRoute(app, hub);
  // sign-outs and access changes, from this instance or (through the bridge) another, reach the sockets at once
  const stopEnds = app.services.realtime.onEnded((ended) => void hub.sessionsEnded(ended));
  // tracker events stored on this instance or (through the bridge) another reach the sockets that may see them
  const stopEvents = app.services.liveEvents.onStored((batch) => hub.dispatchEvents(batch));
  app.addHook('preClose', async () => {
    stopEnds();
    stopEvents();
  });

  const { pool, health } = app.services.database;
  const bridge =
    pool &&
    new PostgresBridge(
      pool,
      app.services.positionBus,
      app.log,
      POSITIONS_CHANNEL,
      app.services.realtime,
      app.services.liveEvents,
    );
  // web apps show a notice while the database is away; when it is back, sessions revoked meanwhile (on any
  // instance) are found at once, and other instances' positions flow again without waiting for the retry delay
  const stopHearing = health.onChange((database) => {
    hub.broadcast({ type: 'service', database });
    if (database !== 'available') return;
    bridge?.reconnectNow();
    void hub.recheck();
  });
  // sign-outs announced on another instance while this one was not listening
  if (bridge) bridge.onRelisten = () => void hub.recheck();
  app.addHook('preClose', async () => stopHearing());
  if (bridge) {
    app.addHook('onReady', async () => bridge.start());
    app.addHook('onClose', async () => bridge.stop());
  }
});
