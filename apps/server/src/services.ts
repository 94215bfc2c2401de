import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { PositionPipeline, type IngestLog } from './ingest/position-pipeline.ts';
import { AddressBook } from './integrations/geocoder/address-book.ts';
import { createGeocoder } from './integrations/geocoder/create-geocoder.ts';
import { geocodeCacheStore } from './integrations/geocoder/geocode-cache.repository.ts';
import { PositionBus } from './realtime/position-bus.ts';

/**
 * What route handlers reach through `app.services`. Services get the database and config here,
 * never from Fastify, so they can be used by jobs, the seed and tests alike.
 */
export interface Services {
  database: Database;
  config: Config;
  positionBus: PositionBus;
  /** Reverse geocoding with its caches (GEOCODER). */
  addresses: AddressBook;
  /** Stores tracker reports (ingest routes, OsmAnd listener). `ingest.trackers.invalidate()` after tracker edits. */
  ingest: PositionPipeline;
}

const silentLog: IngestLog = { info: () => {}, warn: () => {}, error: () => {} };

export function createServices(config: Config, database: Database, log: IngestLog = silentLog): Services {
  const positionBus = new PositionBus();
  const addresses = new AddressBook(createGeocoder(config.GEOCODER), geocodeCacheStore(database.db), (err) =>
    log.warn({ err }, 'reverse geocoding failed'),
  );
  const ingest = new PositionPipeline(database, positionBus, addresses, {
    overspeedKmh: config.OVERSPEED_KMH,
    log,
  });
  return { database, config, positionBus, addresses, ingest };
}
