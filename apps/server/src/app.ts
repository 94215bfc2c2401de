import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { helmetOptions } from './http/content-security-policy.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { frameworkErrorOptions } from './http/framework-errors.ts';
import { registerTextInputGuard } from './http/text-input-guard.ts';
import { validatorCompiler } from './http/validator-compiler.ts';
import { healthRoutes } from './http/health.routes.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerWebApp } from './http/web-app.ts';
import { mapAssetRoutes } from './http/map-assets.routes.ts';
import { createServices, type Services } from './services.ts';
import { logSerializers } from './http/log-serializers.ts';
import { authPlugin } from './modules/session/auth.plugin.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { signUpRoutes } from './modules/sign-up/sign-up.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { accountUsersRoutes } from './modules/users/account-users.routes.ts';
import { dropIngestCredentials } from './ingest/ingest-credentials.ts';
import { ingestRoutes } from './ingest/ingest.routes.ts';
import { deviceRoutes } from './modules/devices/devices.routes.ts';
import { modelRoutes } from './modules/models/models.routes.ts';
import { downloadRoutes } from './modules/downloads/downloads.routes.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { commandRoutes } from './modules/commands/commands.routes.ts';
import { provisioningRoutes } from './modules/provisioning/provisioning.routes.ts';
import { realtimePlugin } from './realtime/realtime.plugin.ts';
import { triggerRoutes } from './modules/triggers/triggers.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { groupRoutes } from './modules/groups/groups.routes.ts';
import { geofenceRoutes } from './modules/geofences/geofences.routes.ts';
import { anchorRoutes } from './modules/anchors/anchors.routes.ts';
import { placeRoutes } from './modules/places/places.routes.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { shipmentRoutes } from './modules/shipments/shipments.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { dwellRoutes } from './modules/dwell/dwell.routes.ts';
import { ruleRoutes } from './modules/rules/rules.routes.ts';
import { rulesEnginePlugin } from './modules/rules/engine/rules-engine.plugin.ts';
import { dwellAlertsPlugin } from './modules/dwell-alerts/dwell-alerts.plugin.ts';
import { notificationSettingsRoutes } from './modules/notification-settings/notification-settings.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { billingPlugin } from './modules/billing/billing.plugin.ts';
import { sandboxPaymentRoutes } from './integrations/payments/sandbox-payments.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { adminOrderRoutes } from './modules/orders/admin-orders.routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { billingLifecyclePlugin } from './modules/billing-lifecycle/billing-lifecycle.plugin.ts';
import { simRoutes } from './modules/sims/sims.routes.ts';
import { simSwapsPlugin } from './modules/sims/sim-swaps.plugin.ts';
import { utilityRoutes } from './modules/utilities/utilities.routes.ts';
import { utilityJobsPlugin } from './modules/utilities/utility-jobs.plugin.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** Sees every route as it is added (the bad-input suite collects them all this way). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
  }
}

/** Builds the HTTP application without listening, so tests can drive it through `app.inject`. */
export async function buildApp({ config, database, logger, onRoute }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, serializers: logSerializers },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // only behind a proxy may X-Forwarded-For name the client (the sign-in rate limit is per IP)
    trustProxy: config.TRUST_PROXY,
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('services', createServices(config, database, app.log));
  // every instance works the outbox; the claim keeps a delivery to one of them
  app.addHook('onReady', async () => app.services.outbox.start());
  // every instance dispatches stored events; the claim keeps each to one of them (docs/decisions/0049)
  app.addHook('onReady', async () => app.services.eventDispatch.start());
  // stored positions waiting in the write batch are written before the database closes
  app.addHook('onClose', async () => {
    await app.services.eventDispatch.stop();
    await app.services.outbox.stop();
    await app.services.ingest.close();
    // after the ingest: its last batch may still raise events
    await app.services.trackerEvents.close();
    await app.services.geofenceDetector.close();
    // the detectors' last events are read back before the database closes (their sockets are gone by now)
    await app.services.liveEvents.idle();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerTextInputGuard(app);
  // a JSON API: text/plain bodies are refused with 415 (the ingest routes read any body as text themselves)
  app.removeContentTypeParser('text/plain');
  // Content-Security-Policy and HSTS from the config (decision 0026)
  await app.register(helmet, helmetOptions(config));
  app.addHook('onRequest', dropIngestCredentials);
  await app.register(cookie);
  await registerOpenApi(app);
  await app.register(authPlugin);
  await app.register(realtimePlugin);

  await app.register(
    async (api) => {
      // first: its hook answers 503 for the routes below while the database is away
      await api.register(healthRoutes);
      await api.register(sessionRoutes);
      await api.register(passwordResetRoutes);
      await api.register(signUpRoutes);
      await api.register(userRoutes);
      await api.register(accountRoutes);
      await api.register(accountUsersRoutes);
      await api.register(ingestRoutes);
      await api.register(deviceRoutes);
      await api.register(modelRoutes);
      await api.register(downloadRoutes);
      await api.register(historyRoutes);
      await api.register(triggerRoutes);
      await api.register(eventRoutes);
      await api.register(commandRoutes);
      await api.register(provisioningRoutes);
      await api.register(adminRoutes);
      await api.register(groupRoutes);
      await api.register(geofenceRoutes);
      await api.register(anchorRoutes);
      await api.register(placeRoutes);
      await api.register(addressRoutes);
      await api.register(shipmentRoutes);
      await api.register(reportRoutes);
      await api.register(dwellRoutes);
      await api.register(ruleRoutes);
      await api.register(rulesEnginePlugin);
      await api.register(dwellAlertsPlugin);
      await api.register(notificationSettingsRoutes);
      await api.register(pushRoutes);
      await api.register(billingPlugin);
      await api.register(sandboxPaymentRoutes);
      await api.register(orderRoutes);
      await api.register(adminOrderRoutes);
      await api.register(subscriptionRoutes);
      await api.register(billingLifecyclePlugin);
      await api.register(simRoutes);
      await api.register(simSwapsPlugin);
      await api.register(utilityRoutes);
      await api.register(utilityJobsPlugin);
    },
    { prefix: '/api' },
  );
  await app.register(mapAssetRoutes);
  await registerWebApp(app, config);
  return app;
}
