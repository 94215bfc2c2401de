import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  sandboxAuthenticateRequest,
  sandboxConfirmPaymentRequest,
  sandboxConfirmSetupRequest,
  sandboxIntentAnswer,
  sandboxIntentParams,
  type SandboxIntent,
} from '@lodestar/contracts';
import { badRequest, notFound } from '../../http/errors.ts';
import { NoSuchProviderObject, PaymentDeclined } from './payment-provider.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';

const tags = ['Sandbox payments'];
const responses = { 200: sandboxIntentAnswer, 400: errorBody, 404: errorBody, 422: errorBody };
const outcomes =
  'A declined card answers 200 with the intent back at `requires_payment_method` and `last_error` (the message ' +
  'to show); `requires_action` waits for the authentication step. A wrong client secret is 404, an intent past ' +
  'this step 400.';

/** The provider's refusals as answers: an intent the secret does not open is not found, a wrong state a 400. */
async function answer(call: () => Promise<SandboxIntent>): Promise<{ data: SandboxIntent }> {
  try {
    return { data: await call() };
  } catch (err) {
    if (err instanceof NoSuchProviderObject) throw notFound(err.message);
    if (err instanceof PaymentDeclined) throw badRequest(err.message);
    throw err;
  }
}

/**
 * The embedded sandbox provider's browser-facing API (docs/decisions/0067): what Stripe.js would call on Stripe's
 * servers. No session: the intent's client secret is the authority, as with Stripe. The card form sends a token
 * made in the browser (brand, last 4, expiry, test behaviour), never the card's number. Registered only when the
 * sandbox is the provider.
 */
export const sandboxPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  if (!(payments instanceof SandboxProvider)) return;
  const browser = payments.browser;
  // events handed out after a call answered reach billing before the database closes
  app.addHook('onClose', () => payments.events.delivered());

  app.post(
    '/sandbox-payments/payment-intents/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Pay a payment intent with a new card (a browser-made token) or a saved payment method',
        description: outcomes,
        params: sandboxIntentParams,
        body: sandboxConfirmPaymentRequest,
        response: responses,
      },
    },
    async (request) => {
      const { client_secret, ...method } = request.body;
      return answer(() => browser.confirmPayment(request.params.id, client_secret, method));
    },
  );

  app.post(
    '/sandbox-payments/payment-intents/:id/authenticate',
    {
      schema: {
        tags,
        summary: "Complete or fail the sandbox's authentication step (3-D Secure) of a payment intent",
        description:
          'Only for an intent at `requires_action`: complete pays it, fail leaves it unpaid with a message.',
        params: sandboxIntentParams,
        body: sandboxAuthenticateRequest,
        response: responses,
      },
    },
    async (request) =>
      answer(() => browser.authenticate(request.params.id, request.body.client_secret, request.body.outcome)),
  );

  app.post(
    '/sandbox-payments/setup-intents/:id/confirm',
    {
      schema: {
        tags,
        summary: "Save a card (a browser-made token) for the setup intent's customer",
        description:
          'Answers the setup intent `succeeded` with its new payment method, or back at `requires_payment_method` ' +
          "with `last_error` for an expired card ('Your card has expired.'). A wrong client secret is 404.",
        params: sandboxIntentParams,
        body: sandboxConfirmSetupRequest,
        response: responses,
      },
    },
    async (request) =>
      answer(() => browser.confirmSetup(request.params.id, request.body.client_secret, request.body.card)),
  );
};
