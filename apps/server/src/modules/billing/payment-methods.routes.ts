import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorBody,
  PAYMENT_TEXTS,
  paymentMethod,
  setupIntentAnswer,
  updatePaymentMethodBody,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { authenticated } from '../session/auth.plugin.ts';
import type { BillingDeps } from './billing-deps.ts';
import {
  listPaymentMethods,
  makeDefaultPaymentMethod,
  removePaymentMethod,
  startPaymentMethodSetup,
} from './payment-methods.service.ts';
import { refreshSetup } from './setup-intents.service.ts';

const tags = ['Payment method'];
const refusals = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody, 502: errorBody };
const methodParams = z.object({ id: z.string() });

function methodIdOf(value: string): number {
  const id = parseRouteId(value);
  if (id === null) throw notFound(PAYMENT_TEXTS.methodNotFound);
  return id;
}

/** The account's saved payment methods (spec 3 §2.4 Payment, §7 Payment methods); account admins only. */
const accountMethodRoutes =
  (deps: BillingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/payment-methods',
      {
        schema: {
          tags,
          summary:
            'The saved payment methods at the provider in use, the default first (brand, last 4, expiry, expired). Account admins',
          response: { 200: envelope(z.array(paymentMethod)), ...refusals },
        },
      },
      async (request) => ({ data: await listPaymentMethods(deps, request.account) }),
    );

    app.post(
      '/payment-methods',
      {
        schema: {
          tags,
          summary:
            "Start adding a card: answers a SetupIntent's client_secret for the provider's card form, which returns to the Payment tab with ?setup_intent= (then POST /setup-intents/{id}/refresh). Account admins",
          response: { 201: envelope(setupIntentAnswer), ...refusals },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await startPaymentMethodSetup(deps, request.account) }),
    );

    app.put(
      '/payment-methods/:id',
      {
        schema: {
          tags,
          summary:
            "Make the method the default, the one renewals charge (body {default: true} or empty). 422 'An expired card cannot be set as default'. Account admins",
          params: methodParams,
          body: updatePaymentMethodBody,
          response: { 200: envelope(paymentMethod), ...refusals },
        },
      },
      async (request) => ({
        data: await makeDefaultPaymentMethod(
          deps,
          request.account,
          methodIdOf(request.params.id),
          request.body?.default ?? true,
        ),
      }),
    );

    app.delete(
      '/payment-methods/:id',
      {
        schema: {
          tags,
          summary:
            'Delete a method (detached at the provider); deleting the default makes the newest unexpired one the default. The last method stays while subscriptions renew. Account admins',
          params: methodParams,
          response: { 200: envelope(z.object({ id: z.number().int() })), ...refusals },
        },
      },
      async (request) => {
        const id = methodIdOf(request.params.id);
        await removePaymentMethod(deps, request.account, id);
        return { data: { id } };
      },
    );
  };

export const paymentMethodRoutes =
  (deps: BillingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(accountScope(accountMethodRoutes(deps)));

    app.post(
      '/setup-intents/:id/refresh',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary:
            "The return from the card form: reads the SetupIntent and, when it succeeded, saves its card once (the account's first becomes the default) and answers it; 422 with the provider's reason otherwise. Admins of the setup's account",
          params: methodParams,
          response: { 200: envelope(paymentMethod), ...refusals },
        },
      },
      async (request) => ({ data: await refreshSetup(deps, request, request.params.id) }),
    );
  };
