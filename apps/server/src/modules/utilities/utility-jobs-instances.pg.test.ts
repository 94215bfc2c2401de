import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { utilityJobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { BulkUtilityAction } from './utility-action.ts';
import { UtilityJobs } from './utility-jobs.ts';
import { utilityJobsOf } from './utility-jobs.plugin.ts';
import { insertUtilityJob } from './utility-jobs.repository.ts';

// Two API instances on one PostgreSQL database running the utilities' jobs at the same moment: every item of every
// job is done exactly once, and every job ends done.
describe('utility jobs with two instances (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp();
    await utilityJobsOf(a.app.services).stop();
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    await utilityJobsOf(b.services).stop();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it("runs each job's items exactly once between them", async () => {
    const runs = new Map<string, number>();
    const runnerOf = (app: FastifyInstance) => {
      const action: BulkUtilityAction<'reserve-range'> = {
        id: 'reserve-range',
        bulk: true,
        items: async () => [],
        dryRun: async () => ({ summary: '', total: 0, refused: 0, items: [] }),
        async runItem(item, input) {
          // a real action waits for the database or the carrier: the other instance's claims interleave
          await new Promise((resolve) => setTimeout(resolve, 1));
          const key = `${(input as unknown as { tag: number }).tag}:${item}`;
          runs.set(key, (runs.get(key) ?? 0) + 1);
          return 'done';
        },
      };
      return new UtilityJobs(app.services, { warn: () => {}, error: () => {} }, { actionFor: () => action });
    };
    const ids = [];
    for (let tag = 0; tag < 6; tag++) {
      const items = Array.from({ length: 15 }, (_, i) => i);
      const job = await insertUtilityJob(a.database.db, {
        action: 'reserve-range',
        params: { tag },
        items,
        createdBy: a.demo.users.ops,
      });
      ids.push(job.id);
    }
    await Promise.all([runnerOf(a.app).drain(), runnerOf(b).drain()]);
    expect(runs.size).toBe(6 * 15);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const jobs = await a.database.db.select().from(utilityJobs).where(inArray(utilityJobs.id, ids));
    expect(jobs.map((j) => [j.status, j.cursor, j.succeeded])).toEqual(ids.map(() => ['done', 15, 15]));
  });
});
