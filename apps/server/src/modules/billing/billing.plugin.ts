import type { FastifyPluginAsync } from 'fastify';
import { brandLinks } from '../../http/brand-links.ts';
import { subscriptionEffects } from '../subscriptions/subscription-effects-impl.ts';
import type { BillingDeps } from './billing-deps.ts';
import { chargeSender } from './charge-sender.ts';
import { CHARGE_CHANNEL } from './enqueue-charge.ts';
import { KeyedLock } from './keyed-lock.ts';
import { orderPaymentRoutes } from './order-payments.routes.ts';
import { paymentConfigRoutes } from './payment-config.routes.ts';
import { paymentMethodRoutes } from './payment-methods.routes.ts';
import { paymentWebhookRoutes } from './payment-webhooks.routes.ts';
import { handleProviderEvent } from './provider-events.ts';

/**
 * Payment methods, paying an order (card, ACH), provider webhooks and callbacks, and the charge channel (issue 29;
 * docs/decisions/0066). Everything that learns a payment's outcome goes through recordPaymentOutcome.
 */
export const billingPlugin: FastifyPluginAsync = async (app) => {
  const { database, config, outbox, payments } = app.services;
  const links = brandLinks(config);
  const deps: BillingDeps = {
    db: database.db,
    provider: payments,
    effects: subscriptionEffects,
    links,
    kick: () => outbox.kick(),
    log: app.log,
    submissions: new KeyedLock(),
    now: () => new Date(),
  };
  // off-session charges (renewals, instalments, reactivations) queued by enqueueCharge, sent on any instance
  outbox.registerChannel(CHARGE_CHANNEL, chargeSender(deps));
  // the sandbox's callbacks take the webhooks' path; Stripe's events come over HTTP and never call this
  payments.setEventHandler(async (event) => {
    await handleProviderEvent(deps, event);
  });

  await app.register(paymentConfigRoutes(deps));
  await app.register(paymentMethodRoutes(deps));
  await app.register(orderPaymentRoutes(deps));
  await app.register(paymentWebhookRoutes(deps));
};
