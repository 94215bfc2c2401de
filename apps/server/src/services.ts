import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { PositionPipeline, type IngestLog } from './ingest/position-pipeline.ts';
import { AddressBook } from './integrations/geocoder/address-book.ts';
import { createGeocoder } from './integrations/geocoder/create-geocoder.ts';
import { geocodeCacheStore } from './integrations/geocoder/geocode-cache.repository.ts';
import { createGeolocator } from './integrations/geolocation/create-geolocator.ts';
import { EventBus } from './realtime/event-bus.ts';
import { PositionBus } from './realtime/position-bus.ts';
import { RealtimeSessions } from './realtime/session-ends.ts';
import path from 'node:path';
import { createMailer, senderFor } from './integrations/mail/create-mailer.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { OutboxWorker } from './jobs/outbox/outbox-worker.ts';
import { queuedMailer } from './jobs/outbox/queued-mailer.ts';
import { createWebhookSender } from './integrations/webhook/webhook-sender.ts';
import { parseAllowedTargets } from './integrations/webhook/allowed-targets.ts';
import { createPushSender } from './integrations/push/push-sender.ts';
import { PushNotifications, vapidSubject } from './modules/push/push-notifications.ts';
import { CommandDelivery } from './modules/commands/command-delivery.ts';
import { createSmsSender } from './integrations/sms/create-sms-sender.ts';
import type { SmsSender } from './integrations/sms/sms-sender.ts';
import { TrackerEventDetector } from './modules/events/tracker-event-detector.ts';
import { GeofenceIndexes } from './modules/geofences/geofence-indexes.ts';
import { GeofenceDetector } from './ingest/geofence-detector.ts';
import { AnchorPins } from './modules/anchors/anchor-pins.ts';
import { ShipmentEngine } from './modules/shipments/engine/shipment-engine.ts';
import { EventDispatcher } from './modules/alerts/event-dispatcher.ts';
import { alertNotifications } from './modules/alerts/alert-notifications.ts';
import { brandLinks } from './http/brand-links.ts';
import { RulesEngine } from './modules/rules/engine/rules-engine.ts';
import type { FileStore } from './modules/files/file-store.ts';
import { DatabaseFileStore } from './modules/files/database-file-store.ts';
import { EmailedFiles } from './modules/files/emailed-files.ts';
import { DwellAlerts } from './modules/dwell-alerts/dwell-alerts.ts';
import { createPaymentProvider } from './integrations/payments/create-payment-provider.ts';
import type { PaymentProvider } from './integrations/payments/payment-provider.ts';
import { createSimCarrier } from './integrations/carriers/create-sim-carrier.ts';
import type { SimCarrier } from './integrations/carriers/sim-carrier.ts';

/**
 * What route handlers reach through `app.services`. Services get the database and config here,
 * never from Fastify, so they can be used by jobs, the seed and tests alike.
 */
export interface Services {
  database: Database;
  config: Config;
  positionBus: PositionBus;
  /** `realtime.sessionsEnded(...)` after a sign-out, password change or access change closes or rechecks sockets. */
  realtime: RealtimeSessions;
  /** Tracker events to the sockets: the detectors call `liveEvents.stored(ids)` after writing (decision 0040). */
  liveEvents: EventBus;
  /** Reverse geocoding with its caches (GEOCODER). */
  addresses: AddressBook;
  /** Stores tracker reports (ingest routes, OsmAnd listener). `ingest.trackers.invalidate()` after tracker edits. */
  ingest: PositionPipeline;
  /** Outgoing e-mail, queued in the outbox (decision 0041); sent over SMTP_URL, else as .eml files in DATA_DIR/outbox. */
  mail: Mailer;
  /**
   * Sends what `enqueueMail` queued, on whichever instance claims it (decision 0041). `outbox.kick()` after a commit
   * that queued mail; tests `await outbox.drain()`.
   */
  outbox: OutboxWorker;
  /** Background work of this process that may be lost to a restart (mail queued after a request). */
  jobs: JobRunner;
  /** Generated files (e-mailed CSVs, report PDFs) where every instance reads them: the database (decision 0060). */
  files: FileStore;
  /**
   * Files made in the background and e-mailed as a link, through the outbox (decision 0060):
   * `emailedFiles.register(kind, builder)` at start-up, `emailedFiles.request(db, {...})` per request.
   */
  emailedFiles: EmailedFiles;
  /** Commands to trackers by SMS: SMS_URL, else text files in SMS_OUTBOX (DATA_DIR/sms-outbox). */
  sms: SmsSender;
  /** Hands queued commands to trackers in the answers to their reports (OsmAnd route and listener). */
  commands: CommandDelivery;
  /** Creates tracker events from positions this instance stores; `slasChanged` after an SLA edit. */
  trackerEvents: TrackerEventDetector;
  /** Each account's geofence index for the ingest pipeline; `geofences.changed(accountId)` after a geofence write. */
  geofences: GeofenceIndexes;
  /** Geofence entries and exits from positions this instance stores (docs/decisions/0036). */
  geofenceDetector: GeofenceDetector;
  /** Each account's anchors by serial, placing BLE fixes; `anchorPins.changed(accountId)` after an anchor write. */
  anchorPins: AnchorPins;
  /** Shipment statuses from fixes and the clock (docs/decisions/0045); `shipments.changed(accountId)` after a write. */
  shipments: ShipmentEngine;
  /** Hands each stored event once to its handlers (alerts, rules): `eventDispatch.register(name, handler)` (0049). */
  eventDispatch: EventDispatcher;
  /** Each account's rules judged for every fix and event (docs/decisions/0051); `rules.changed(accountId)` after a write. */
  rules: RulesEngine;
  /** Browser push: the shared VAPID keys (`push.publicKey()`); the outbox's 'push' channel sends (decision 0048). */
  push: PushNotifications;
  /** Dwell alerts (docs/decisions/0065): overstays and asset counts, swept on every instance, raised once. */
  dwellAlerts: DwellAlerts;
  /**
   * Payments (docs/decisions/0067): Stripe when its keys are set, else the embedded sandbox (the default).
   * `payments.setEventHandler(...)` once at start-up; `'settleDue' in payments` for the sandbox's ACH sweep.
   */
  payments: PaymentProvider;
  /** SIM cards (docs/decisions/0069): 1NCE when its credentials are set, else the embedded sandbox carrier. */
  carrier: SimCarrier;
}

const silentLog: IngestLog = { info: () => {}, warn: () => {}, error: () => {} };

export function createServices(config: Config, database: Database, log: IngestLog = silentLog): Services {
  const positionBus = new PositionBus();
  const addresses = new AddressBook(createGeocoder(config.GEOCODER), geocodeCacheStore(database.db), (err) =>
    log.warn({ err }, 'reverse geocoding failed'),
  );
  const geofences = new GeofenceIndexes(database.db);
  const anchorPins = new AnchorPins(database.db);
  const ingest = new PositionPipeline(database, positionBus, addresses, {
    overspeedKmh: config.OVERSPEED_KMH,
    log,
    geolocator: createGeolocator(config.GEOLOCATION),
    geofences,
    anchors: anchorPins,
  });
  const transport = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    from: senderFor(config.PUBLIC_URL),
  });
  const jobs = new JobRunner(log);
  const sms = createSmsSender({
    url: config.SMS_URL,
    outboxDir: config.SMS_OUTBOX ?? path.join(config.DATA_DIR, 'sms-outbox'),
  });
  const outbox = new OutboxWorker(database.db, transport, log, {
    host: new URL(config.PUBLIC_URL).hostname,
    sms,
  });
  outbox.registerChannel(
    'webhook',
    createWebhookSender({ allowed: parseAllowedTargets(config.WEBHOOK_ALLOWED_HOSTS) }),
  );
  const push = new PushNotifications(
    database.db,
    vapidSubject(config.PUBLIC_URL),
    parseAllowedTargets(config.WEBHOOK_ALLOWED_HOSTS),
  );
  outbox.registerChannel(
    'push',
    createPushSender({
      db: database.db,
      vapidKeys: () => push.vapidKeys(),
      subject: push.subject,
      allowed: push.allowed,
    }),
  );
  const mail = queuedMailer(database.db, outbox);
  const commands = new CommandDelivery(database.db, ingest.trackers, log);
  const liveEvents = new EventBus(database.db, log);
  const trackerEvents = new TrackerEventDetector(database.db, positionBus, log, liveEvents);
  const dwellAlerts = new DwellAlerts(database.db, log, liveEvents);
  const geofenceDetector = new GeofenceDetector(database.db, positionBus, log, liveEvents, (changes) =>
    dwellAlerts.visitsChanged(changes),
  );
  const realtime = new RealtimeSessions();
  // where mails, texts and pushes link to: each account's own brand host
  const links = brandLinks(config);
  const shipments = new ShipmentEngine(database.db, positionBus, log, liveEvents, outbox, links);
  const eventDispatch = new EventDispatcher(database.db, log, { afterCommit: () => outbox.kick() });
  liveEvents.onLocal(() => eventDispatch.kick());
  eventDispatch.register('alert-notifications', alertNotifications({ links }));
  const rules = new RulesEngine(database, positionBus, log, outbox, commands, links);
  const files = new DatabaseFileStore(database.db);
  const emailedFiles = new EmailedFiles(database.db, files, outbox, links);
  const payments = createPaymentProvider(config, database.db, log);
  const carrier = createSimCarrier(config, database.db);
  return {
    ...{
      database,
      config,
      positionBus,
      realtime,
      liveEvents,
      addresses,
      ingest,
      mail,
      jobs,
      trackerEvents,
      sms,
      commands,
    },
    ...{ geofences, geofenceDetector, anchorPins, outbox, shipments, eventDispatch, rules, push },
    ...{ files, emailedFiles, dwellAlerts, payments, carrier },
  };
}
