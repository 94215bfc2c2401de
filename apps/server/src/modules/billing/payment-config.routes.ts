import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, paymentConfig } from '@lodestar/contracts';
import type { BillingDeps } from './billing-deps.ts';

/** Which provider's card form the web app loads (public: the approve page needs it signed out; no secret in it). */
export const paymentConfigRoutes =
  (deps: BillingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/payment-config',
      {
        schema: {
          tags: ['Payment method'],
          summary:
            "The payment provider in use ('sandbox' or 'stripe') and Stripe's publishable key (null for the sandbox). No sign-in",
          response: { 200: envelope(paymentConfig) },
        },
      },
      async () => ({
        data: { provider: deps.provider.name, publishable_key: deps.provider.publishableKey },
      }),
    );
  };
