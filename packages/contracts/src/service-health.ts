import { z } from 'zod';

/** GET /api/health (liveness): the process answers. It never touches the database. */
export const healthResponse = z.object({ status: z.literal('ok') });

/** GET /api/ready (readiness): the database answers and this instance has applied its migrations. */
export const readyResponse = z.object({ status: z.literal('ready') });

/** Whether the server can reach its database, as pushed on /api/socket ({type:'service'}). */
export const databaseState = z.enum(['available', 'unavailable']);
export type DatabaseState = z.infer<typeof databaseState>;

/** Texts of a database outage: the 503 answer's message, and the notice the web app shows meanwhile. */
export const SERVICE_TEXTS = {
  databaseUnavailable: 'The database is unavailable; try again shortly.',
  migrationsPending: 'The database is being prepared (migrations have not finished); try again shortly.',
  notice:
    'The server cannot reach its database. Live updates and changes are paused; they resume by themselves when it is back.',
} as const;
