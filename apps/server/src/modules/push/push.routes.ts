import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  pushPublicKeyAnswer,
  pushSubscriptionAnswer,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
} from '@lodestar/contracts';
import { authenticated, requireAuth, requireOwnSignIn } from '../session/auth.plugin.ts';
import { subscribeBrowser, unsubscribeBrowser } from './push-subscriptions.service.ts';

const tags = ['Push notifications'];
const what = 'push notifications';

/**
 * Browser push ('Mobile' notifications, docs/decisions/0048): the VAPID public key and the signed-in user's
 * browser subscriptions. A person's own sign-in only: an imitating admin's browser must not go on receiving the
 * user's alerts, and an API token has no browser.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const push = app.services.push;
  // made on the very first start, so every instance agrees on the key before a browser asks for it
  app.addHook('onReady', async () => {
    await push.vapidKeys().catch((err: unknown) => app.log.warn({ err }, 'push: VAPID keys not loaded yet'));
  });

  app.get(
    '/push/public-key',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The server's VAPID public key for pushManager.subscribe",
        response: { 200: pushPublicKeyAnswer },
      },
    },
    async (request) => {
      requireAuth(request);
      return { data: { public_key: await push.publicKey() } };
    },
  );

  app.post(
    '/push-subscriptions',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          "Keep this browser's push subscription for you (its endpoint and keys, as subscription.toJSON())",
        body: pushSubscriptionRequest,
        response: { 201: pushSubscriptionAnswer, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const auth = requireOwnSignIn(request, what);
      return reply.code(201).send({ data: await subscribeBrowser(db, push, auth.user.id, request.body) });
    },
  );

  app.delete(
    '/push-subscriptions',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "End this browser's push subscription (by its endpoint)",
        body: pushUnsubscribeRequest,
        response: { 204: z.null(), 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const auth = requireOwnSignIn(request, what);
      await unsubscribeBrowser(db, auth.user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
