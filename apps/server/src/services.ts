import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { PositionBus } from './realtime/position-bus.ts';

/**
 * What route handlers reach through `app.services`. Services get the database and config here,
 * never from Fastify, so they can be used by jobs, the seed and tests alike.
 */
export interface Services {
  database: Database;
  config: Config;
  positionBus: PositionBus;
}

export function createServices(config: Config, database: Database): Services {
  return { database, config, positionBus: new PositionBus() };
}
