import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UTILITY_ACTIONS,
  UTILITY_INPUTS,
  errorBody,
  utilityDryRunAnswer,
  utilityJobAnswer,
  utilityJobsPage,
  utilityJobsQuery,
  utilityResultAnswer,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { requireInternalAdmin } from '../session/auth.plugin.ts';
import { cancelJob, dryRunUtility, listJobs, runUtility, showJob } from './utilities.service.ts';
import { utilityJobsOf } from './utility-jobs.plugin.ts';

const tags = ['Utilities'];
export const ONLY_INTERNAL_ADMINS = 'Only internal admins, signed in as themselves, can use the utilities.';
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
};
const jobId = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/**
 * The internal admin's utilities (spec 3 §2.12; docs/decisions/0071): one route per action, its body that action's
 * input, and the bulk actions' jobs. Only internal admins signed in as themselves (never while imitating, never
 * with an API token): checked before the body is read, so nobody else learns what an input must be.
 */
export const utilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  app.addHook('onRequest', async (request) => void requireInternalAdmin(request, ONLY_INTERNAL_ADMINS));
  const actor = (request: { auth: { user: { id: number } } | null }) => ({ adminId: request.auth!.user.id });

  for (const { id, title, bulk } of UTILITY_ACTIONS) {
    const body = UTILITY_INPUTS[id];
    app.post(
      `/utilities/${id}`,
      {
        schema: {
          tags,
          summary: bulk
            ? `Utility ${title}: queue it as a background job over its items (internal admins; 202 with the job)`
            : `Utility ${title}: run it now (internal admins; the result in words and what it touched)`,
          body,
          // a bulk action answers its job (202), a single one its result (200); typed as both for the handler
          response: (bulk
            ? { 202: utilityJobAnswer, ...errors, 501: errorBody, 503: errorBody }
            : { 200: utilityResultAnswer, ...errors, 501: errorBody, 503: errorBody }) as unknown as {
            200: typeof utilityResultAnswer;
            202: typeof utilityJobAnswer;
          } & typeof errors,
        },
      },
      async (request, reply) => {
        const done = await runUtility(services, actor(request), id, request.body, () =>
          utilityJobsOf(services).kick(),
        );
        return 'job' in done ? reply.code(202).send({ data: done.job }) : reply.send({ data: done.result });
      },
    );
    app.post(
      `/utilities/${id}/dry-run`,
      {
        schema: {
          tags,
          summary: bulk
            ? `Utility ${title}: what it would change, item by item, changing nothing (internal admins)`
            : `Utility ${title}: runs at once, so it has no dry run (400)`,
          body,
          response: { 200: utilityDryRunAnswer, ...errors, 501: errorBody, 503: errorBody },
        },
      },
      async (request) => ({ data: await dryRunUtility(services, actor(request), id, request.body) }),
    );
  }

  // any other name: a clear 404 rather than the router's
  const unknownAction = z.object({ action: z.string().max(200) });
  for (const url of ['/utilities/:action', '/utilities/:action/dry-run'])
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'A utility that does not exist (404)',
          params: unknownAction,
          response: { 404: errorBody },
        },
      },
      async () => {
        throw notFound('There is no such utility action.');
      },
    );

  app.get(
    '/utility-jobs',
    {
      schema: {
        tags,
        summary: 'Utility jobs, newest first, with their progress (internal admins)',
        querystring: utilityJobsQuery,
        response: { 200: utilityJobsPage, ...errors },
      },
    },
    async (request) => listJobs(services, request.query),
  );

  app.get(
    '/utility-jobs/:id',
    {
      schema: {
        tags,
        summary: 'One utility job: its status, progress and item results (internal admins)',
        params: jobId,
        response: { 200: utilityJobAnswer, ...errors },
      },
    },
    async (request) => ({ data: await showJob(services, request.params.id) }),
  );

  app.post(
    '/utility-jobs/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a queued or running utility job: it stops before its next item (internal admins)',
        params: jobId,
        response: { 200: utilityJobAnswer, ...errors },
      },
    },
    async (request) => ({ data: await cancelJob(services, actor(request), request.params.id) }),
  );
};
