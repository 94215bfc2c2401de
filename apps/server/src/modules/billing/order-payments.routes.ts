import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achPaymentBody,
  BILLING_TEXTS,
  envelope,
  errorBody,
  paymentIntentAnswer,
  paymentIntentBody,
  paymentProgress,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { authenticated } from '../session/auth.plugin.ts';
import { isProviderId, orderByLink, orderForAdmin, orderOfIntentForAdmin } from './billing-access.ts';
import type { BillingDeps } from './billing-deps.ts';
import { paymentIntentForOrder } from './payment-intents.service.ts';
import { payByBank, refreshPaymentIntent } from './payment-progress.service.ts';

const tags = ['Order payment'];
const refusals = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
  502: errorBody,
};
const publicRefusals = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody, 502: errorBody };

const orderParams = z.object({ orderId: z.string() });
const paymentParams = z.object({ orderId: z.string(), paymentId: z.string() });
const intentParams = z.object({ intentId: z.string() });
const linkParams = z.object({ uuid: z.string().max(64) });
const linkPaymentParams = z.object({ uuid: z.string().max(64), paymentId: z.string() });
const linkIntentParams = z.object({ uuid: z.string().max(64), intentId: z.string() });

function paymentIdOf(value: string): number {
  const id = parseRouteId(value);
  if (id === null) throw notFound(BILLING_TEXTS.paymentNotFound);
  return id;
}

function intentIdOf(value: string): string {
  if (!isProviderId(value)) throw notFound(BILLING_TEXTS.paymentNotFound);
  return value;
}

/** The typed numbers, and the customer's agreement to the debit (the ACH mandate): where and how they agreed. */
const bankOf = (request: FastifyRequest, body: z.output<typeof achPaymentBody>) => ({
  routingNumber: body.ach_routing_number,
  accountNumber: body.ach_account_number,
  acceptance: { ipAddress: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500) },
});

/**
 * Paying an order (spec 3 §2.7, §7 Orders and payments; decision 0066): a card through the provider's form (the
 * payment intent, then its refresh on return), or a bank payment for business accounts. Signed in: the order's
 * account admins. The approve page's twins under /public-orders/{uuid} need no sign-in (the uuid is the
 * capability) and pay with a new card or a bank account only.
 */
export const orderPaymentRoutes =
  (deps: BillingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.db;

    app.post(
      '/orders/:orderId/payment-intent',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary:
            "Pay the order's first unpaid payment (payable orders: pending-approval, pending): answers the intent's client_secret for the card form. Two submissions get the same intent; after a failed attempt the next gets a new one. payment_method_id: a saved method of this account; save_method keeps a new card. Account admins",
          params: orderParams,
          body: paymentIntentBody,
          response: { 200: envelope(paymentIntentAnswer), ...refusals },
        },
      },
      async (request) => {
        const { order } = await orderForAdmin(db, request, request.params.orderId);
        return {
          data: await paymentIntentForOrder(deps, {
            order,
            signedIn: true,
            paymentMethodId: request.body.payment_method_id,
            saveMethod: request.body.save_method,
          }),
        };
      },
    );

    app.put(
      '/orders/:orderId/payments/:paymentId',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary:
            "Pay the payment due by bank (ACH) with routing and account numbers (never stored) and confirm=1; business accounts only (403 'Bank payments are for business accounts'). Usually answers 'processing' with the order 'ach-requested' until the bank settles. Account admins",
          params: paymentParams,
          body: achPaymentBody,
          response: { 200: envelope(paymentProgress), ...refusals },
        },
      },
      async (request) => {
        const { order } = await orderForAdmin(db, request, request.params.orderId);
        const paymentId = paymentIdOf(request.params.paymentId);
        return { data: await payByBank(deps, order, paymentId, true, bankOf(request, request.body)) };
      },
    );

    app.post(
      '/payment-intents/:intentId/refresh',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary:
            "The return from the card form (?payment_intent=): reads the intent at the provider and records its outcome as a webhook would (once, whichever comes first); answers the payment's and the order's status. Account admins",
          params: intentParams,
          response: { 200: envelope(paymentProgress), ...refusals },
        },
      },
      async (request) => {
        const intentId = intentIdOf(request.params.intentId);
        const order = await orderOfIntentForAdmin(db, request, intentId);
        return { data: await refreshPaymentIntent(deps, order, intentId) };
      },
    );

    app.post(
      '/public-orders/:uuid/payment-intent',
      {
        schema: {
          tags,
          summary:
            "The approve page's Pay (no sign-in; the uuid is the capability): as POST /orders/{id}/payment-intent, with a new card only (save_method keeps it for the account's renewals)",
          params: linkParams,
          body: paymentIntentBody,
          response: { 200: envelope(paymentIntentAnswer), ...publicRefusals },
        },
      },
      async (request) => {
        const order = await orderByLink(db, request.params.uuid);
        return {
          data: await paymentIntentForOrder(deps, {
            order,
            signedIn: false,
            paymentMethodId: request.body.payment_method_id,
            saveMethod: request.body.save_method,
          }),
        };
      },
    );

    app.put(
      '/public-orders/:uuid/payments/:paymentId',
      {
        schema: {
          tags,
          summary:
            "The approve page's bank (ACH) payment (no sign-in): as PUT /orders/{id}/payments/{paymentId}, business accounts only",
          params: linkPaymentParams,
          body: achPaymentBody,
          response: { 200: envelope(paymentProgress), ...publicRefusals },
        },
      },
      async (request) => {
        const order = await orderByLink(db, request.params.uuid);
        const paymentId = paymentIdOf(request.params.paymentId);
        return { data: await payByBank(deps, order, paymentId, false, bankOf(request, request.body)) };
      },
    );

    app.post(
      '/public-orders/:uuid/payment-intents/:intentId/refresh',
      {
        schema: {
          tags,
          summary:
            "The approve page's return from the card form (no sign-in): as POST /payment-intents/{id}/refresh, for an intent of this order",
          params: linkIntentParams,
          response: { 200: envelope(paymentProgress), ...publicRefusals },
        },
      },
      async (request) => {
        const order = await orderByLink(db, request.params.uuid);
        return { data: await refreshPaymentIntent(deps, order, intentIdOf(request.params.intentId)) };
      },
    );
  };
