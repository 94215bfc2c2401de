import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorBody,
  pagedEnvelope,
  product,
  reactivationBody,
  subscription,
  subscriptionStatusBody,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { authenticated } from '../session/auth.plugin.ts';
import { PRODUCT_NOT_FOUND, productDetails, requireCatalogueReader } from './products.service.ts';
import { reactivate } from './reactivation.service.ts';
import { accessToSubscription, requireBillingAdmin, requireBillingReader } from './subscription-access.ts';
import { subscriptionListQuery } from './subscription-list-query.ts';
import { activateSubscription, cancelSubscription } from './subscription-status.service.ts';
import {
  ALL_INCLUDES,
  includesAsked,
  subscriptionDetails,
  subscriptionPage,
} from './subscriptions.service.ts';

const tags = ['Subscriptions'];
const refusals = { 403: errorBody, 404: errorBody, 422: errorBody };
const idParams = z.object({ id: z.string() });
const one = envelope(subscription);

/** The Subscriptions tab's table (spec 3 §2.4, §7 Subscriptions). */
const accountSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  app.get(
    '/subscriptions',
    {
      schema: {
        tags,
        summary:
          "The account's subscriptions, newest first, each with its tracker and model (admin and all roles). Filter " +
          'with search[status]= or status= (active also lists pending-cancellation; cancelled also archived), ' +
          'query= a tracker name or serial; page and per_page',
        querystring: subscriptionListQuery,
        response: { 200: pagedEnvelope(subscription), ...refusals },
      },
    },
    async (request) => subscriptionPage(db, requireBillingReader(request.account), request.query),
  );
};

/** Calls that name a subscription or product rather than an account. */
const directRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const { outbox, payments } = app.services;

  app.get(
    '/subscriptions/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          'A subscription (admin and all roles) with its most recent order; include=devices,devices.model,price ' +
          '(all three when include is left out; price: its service plans)',
        params: idParams,
        querystring: z.object({ include: z.string().max(100, 'must be at most 100 characters').optional() }),
        response: { 200: one, ...refusals },
      },
    },
    async (request) => {
      const { access, subscriptionId } = await accessToSubscription(db, request, request.params.id);
      requireBillingReader(access);
      return { data: await subscriptionDetails(db, subscriptionId, includesAsked(request.query.include)) };
    },
  );

  app.put(
    '/subscriptions/:id/status',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          'Cancel (admins): an active subscription is pending-cancellation until its paid period ends (cancel_at), ' +
          'then cancelled; a blocked one is cancelled now and its unpaid renewal withdrawn. 422 otherwise',
        params: idParams,
        body: subscriptionStatusBody,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => {
      const { access, subscriptionId } = await accessToSubscription(db, request, request.params.id);
      requireBillingAdmin(access);
      await cancelSubscription(db, subscriptionId, new Date());
      return { data: await subscriptionDetails(db, subscriptionId, ALL_INCLUDES) };
    },
  );

  app.post(
    '/subscriptions/:id/activation',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          'Activate (admins): withdraw a pending cancellation before its date. 422 for any other status',
        params: idParams,
        response: { 200: one, ...refusals },
      },
    },
    async (request) => {
      const { access, subscriptionId } = await accessToSubscription(db, request, request.params.id);
      requireBillingAdmin(access);
      await activateSubscription(db, subscriptionId, new Date());
      return { data: await subscriptionDetails(db, subscriptionId, ALL_INCLUDES) };
    },
  );

  app.post(
    '/subscriptions/:id/reactivation',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          'Reactivate a cancelled subscription (admins) for 1 or 12 months: answers the new subscription, pending ' +
          'until its reactivation order is charged to the default payment method (then active from the payment). ' +
          'Asked again while it is pending, answers that one (200) without charging again. 422 without a default ' +
          'payment method, a plan for the period, or the tracker in the account',
        params: idParams,
        body: reactivationBody,
        response: { 200: one, 201: one, ...refusals },
      },
    },
    async (request, reply) => {
      const { access, subscriptionId } = await accessToSubscription(db, request, request.params.id);
      requireBillingAdmin(access);
      const { id, created } = await reactivate(
        db,
        subscriptionId,
        request.body.months,
        payments.name,
        new Date(),
      );
      // the charge (and any notice) was queued in that transaction: the outbox sends it now, not at its next poll
      outbox.kick();
      return reply.code(created ? 201 : 200).send({ data: await subscriptionDetails(db, id, ALL_INCLUDES) });
    },
  );

  app.get(
    '/products/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          'A product with its plans (prices in cents); for those who see billing (not the devices role)',
        params: idParams,
        response: { 200: envelope(product), 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await requireCatalogueReader(db, request);
      const id = parseRouteId(request.params.id);
      if (id === null) throw notFound(PRODUCT_NOT_FOUND);
      return { data: await productDetails(db, id) };
    },
  );
};

/** Subscriptions and products: list, details, cancel, activate, reactivate (issue 29; decisions 0066, 0068). */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountScope(accountSubscriptionRoutes));
  await app.register(directRoutes);
};
