import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@lodestar/contracts';
import { badRequest } from '../../http/errors.ts';
import { InvalidWebhookSignature } from '../../integrations/payments/payment-provider.ts';
import type { BillingDeps } from './billing-deps.ts';
import { askProvider } from './provider-call.ts';
import { handleProviderEvent } from './provider-events.ts';

const webhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });

/**
 * Stripe's webhooks (docs/decisions/0066). The signature is computed over the exact bytes Stripe sent, so this
 * route (and only it) keeps the body as a Buffer whatever its content type. A bad signature is a 400 (Stripe
 * shows it and retries); a handled, repeated or unknown-intent event a 200, so Stripe stops sending it.
 */
export const paymentWebhookRoutes =
  (deps: BillingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/payment-webhooks/stripe',
      {
        schema: {
          tags: ['Payment webhook'],
          summary:
            "Stripe's events (payment_intent.*, setup_intent.*), verified by the Stripe-Signature header over the raw body; each event id is handled once",
          response: { 200: webhookAnswer, 400: errorBody, 502: errorBody },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = deps.provider.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
        } catch (err) {
          if (err instanceof InvalidWebhookSignature) throw badRequest(err.message);
          throw err;
        }
        const handled = await askProvider(deps.log, 'webhook event', () => handleProviderEvent(deps, event));
        return handled.duplicate ? { received: true as const, duplicate: true } : { received: true as const };
      },
    );
  };
