import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { StoredPositions } from './position-bus.ts';
import { POSITIONS_CHANNEL } from './postgres-bridge.ts';
import { busPosition } from './socket.test-helper.ts';
import { localBatch } from './position-bus.test-helper.ts';

// A lone instance skips its NOTIFYs; a second one must still hear the first from the moment it is up.
describe('an instance alone on its database (PostgreSQL)', () => {
  let alone: TestApp;
  let watcher: pg.Client;
  const heardByWatcher: string[] = [];
  let nextId = 1;

  beforeAll(async () => {
    alone = await createTestApp();
    // a plain LISTEN connection on the same channel: it sees every payload sent, and is not an instance
    watcher = new pg.Client({ connectionString: alone.database.pool!.options.connectionString });
    await watcher.connect();
    watcher.on('notification', (m) => heardByWatcher.push(m.payload ?? ''));
    await watcher.query(`LISTEN ${POSITIONS_CHANNEL}`);
  });
  afterAll(async () => {
    await watcher?.end();
    await alone?.close();
  });

  const store = (app: TestApp) => {
    const positions = [busPosition(app.demo.devices.acme[0]!, nextId++)];
    app.app.services.positionBus.publishLocal([localBatch(app.demo.accounts.acme, positions)]);
    return positions;
  };
  const settle = () => new Promise((r) => setTimeout(r, 400));

  it('sends no position payloads while no other instance listens', async () => {
    store(alone);
    await settle();
    expect(heardByWatcher.filter((p) => p.includes('"p":'))).toEqual([]);
  });

  it('sends them to an instance started later, from the moment that instance is up', async () => {
    let secondDatabase: Database | undefined;
    let second: FastifyInstance | undefined;
    try {
      secondDatabase = await openDatabase({
        url: alone.database.pool!.options.connectionString,
        dataDir: '',
      });
      second = await buildApp({ config: alone.config, database: secondDatabase, logger: false });
      const heard: StoredPositions[] = [];
      second.services.positionBus.onStored((batch) => heard.push(...batch));
      await second.ready();
      // the hello travels through the database: give it the time a notification takes, not a counting period
      await new Promise((r) => setTimeout(r, 50));
      const sent = store(alone);
      const deadline = Date.now() + 1_500;
      while (!heard.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(heard.flatMap((b) => b.positions)).toEqual(sent);
    } finally {
      await second?.close();
      await secondDatabase?.close();
    }
  });
});
