import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  simReplaceAnswer,
  simReplacementDevicesAnswer,
  simReplacementIccidsAnswer,
  simReplaceRequest,
} from '@lodestar/contracts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import {
  replacementDevices,
  replacementIccids,
  requireSimAdmin,
  requireSimReader,
  swapOfAccount,
} from './sim-replacement.service.ts';
import { swapTrackerSim } from './sim-swaps.plugin.ts';

const tags = ['SIM replacement'];
const refusals = { 403: errorBody, 404: errorBody };

/** SIM replacement (spec 3 §2.11, §7 SIM replacement; docs/decisions/0070), under /accounts/{accountId}. */
const simReplacementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/sim-replacement/devices',
    {
      schema: {
        tags,
        summary:
          "The account's trackers offered a new SIM (admin and all roles): those whose SIM is due for replacement " +
          'within 90 days (carrier sunset or SIM end of life) and have no swap in progress, with their model. ' +
          'meta.banner_hidden: the account hides the banner',
        response: { 200: simReplacementDevicesAnswer, ...refusals },
      },
    },
    async (request) => replacementDevices(db, requireSimReader(request.account).accountId, new Date()),
  );

  app.get(
    '/sim-replacement/iccids',
    {
      schema: {
        tags,
        summary:
          "The new SIMs in the account's drawer (assigned to it and not in a swap), by ICCID (admin and all roles)",
        response: { 200: simReplacementIccidsAnswer, ...refusals },
      },
    },
    async (request) => ({ data: await replacementIccids(db, requireSimReader(request.account).accountId) }),
  );

  app.post(
    '/sim-replace',
    {
      schema: {
        tags,
        summary:
          "Swap a tracker's SIM for one of the account's new SIMs (admins): 201 with the swap in progress until the " +
          'tracker reports with the new SIM (OsmAnd extra iccid=), then confirmed and 2 free audio hours added; ' +
          'failed if it does not report in time. 409 when a swap is in progress or the SIM is in use, 422 for a SIM ' +
          "not in the drawer or the carrier's refusal (its words), 503 when the carrier cannot be reached",
        body: simReplaceRequest,
        response: {
          201: simReplaceAnswer,
          400: errorBody,
          409: errorBody,
          422: errorBody,
          503: errorBody,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const access = requireSimAdmin(request.account);
      const swap = await swapTrackerSim(app.services, {
        accountId: access.accountId,
        deviceId: request.body.device_id,
        iccid: request.body.iccid,
        requestedBy: access.userId,
        now: new Date(),
      });
      return reply.code(201).send({ data: swap });
    },
  );

  app.get(
    '/sim-swaps/:swapId',
    {
      schema: {
        tags,
        summary:
          "One of the account's SIM swaps (admin and all roles): in-progress, confirmed or failed with why",
        params: z.object({ accountId: z.string(), swapId: z.string() }),
        response: { 200: simReplaceAnswer, ...refusals },
      },
    },
    async (request) => {
      const { accountId } = requireSimReader(request.account);
      return { data: await swapOfAccount(db, accountId, parseRouteId(request.params.swapId)) };
    },
  );
};

export const simRoutes: FastifyPluginAsyncZod = accountScope(simReplacementRoutes);
