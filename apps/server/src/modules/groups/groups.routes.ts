import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createGroupRequest,
  envelope,
  errorBody,
  group,
  groupDevicesRequest,
  groupListQuery,
  groupQuery,
  groupWithDevices,
  pageMeta,
  updateGroupRequest,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { groupWithDevicesJson, includesDevices } from './group-devices.service.ts';
import {
  appendGroupDevices,
  createGroup,
  getGroup,
  GROUP_NOT_FOUND,
  listAccountGroups,
  removeGroup,
  removeGroupDevices,
  swapGroupDevices,
  updateGroup,
} from './groups.service.ts';

const tags = ['Group'];
const groupParams = z.object({ groupId: z.string() });
const refusals = { 403: errorBody, 404: errorBody, 422: errorBody };

/** The group id in the path; 404 for anything that cannot be a group id. */
function groupIdOf(value: string): number {
  const id = parseRouteId(value);
  if (id === null) throw notFound(GROUP_NOT_FOUND);
  return id;
}

/** A body that is already JSON (a group with its trackers, see groupWithDevicesJson), sent as it is. */
const sendJson = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body as never);

/** Tracker groups of a business account (spec 1 §2.7, §7; decision 0033). */
const accountGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/groups',
    {
      schema: {
        tags,
        summary:
          'The groups in name order (page/per_page: one page with meta; exclude_devices=1: no device_ids)',
        querystring: groupListQuery,
        response: { 200: z.object({ data: z.array(group), meta: pageMeta.optional() }), ...refusals },
      },
    },
    async (request) => listAccountGroups(db, request.account, request.query),
  );

  app.post(
    '/groups',
    {
      schema: {
        tags,
        summary: 'Create a group, optionally with its trackers (admin and all)',
        body: createGroupRequest,
        response: { 201: envelope(group), ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createGroup(db, request.account, request.body) }),
  );

  app.get(
    '/groups/:groupId',
    {
      schema: {
        tags,
        summary: 'One group with the ids of its trackers you may see (include=devices adds the trackers)',
        params: groupParams,
        querystring: groupQuery,
        response: { 200: envelope(groupWithDevices), ...refusals },
      },
    },
    async (request, reply) => {
      const groupId = groupIdOf(request.params.groupId);
      if (includesDevices(request.query.include))
        return sendJson(reply, await groupWithDevicesJson(db, request.account, groupId));
      return { data: await getGroup(db, request.account, groupId) };
    },
  );

  app.put(
    '/groups/:groupId',
    {
      schema: {
        tags,
        summary: 'Rename a group and/or replace its trackers (admin and all)',
        params: groupParams,
        body: updateGroupRequest,
        response: { 200: envelope(group), ...refusals },
      },
    },
    async (request) => ({
      data: await updateGroup(db, request.account, groupIdOf(request.params.groupId), request.body),
    }),
  );

  app.delete(
    '/groups/:groupId',
    {
      schema: {
        tags,
        summary: 'Delete a group; its trackers stay (admin and all)',
        params: groupParams,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...refusals },
      },
    },
    async (request) => ({ data: await removeGroup(db, request.account, groupIdOf(request.params.groupId)) }),
  );

  app.post(
    '/groups/:groupId/devices',
    {
      schema: {
        tags,
        summary: 'Add trackers to a group; ones already in it are kept (admin and all)',
        params: groupParams,
        body: groupDevicesRequest,
        response: { 200: envelope(group), ...refusals },
      },
    },
    async (request) => ({
      data: await appendGroupDevices(
        db,
        request.account,
        groupIdOf(request.params.groupId),
        request.body.device_ids,
      ),
    }),
  );

  app.post(
    '/groups/:groupId/devices-swap',
    {
      schema: {
        tags,
        summary: "Replace a group's trackers with these; [] empties it (admin and all)",
        params: groupParams,
        body: groupDevicesRequest,
        response: { 200: envelope(group), ...refusals },
      },
    },
    async (request) => ({
      data: await swapGroupDevices(
        db,
        request.account,
        groupIdOf(request.params.groupId),
        request.body.device_ids,
      ),
    }),
  );

  app.delete(
    '/groups/:groupId/devices',
    {
      schema: {
        tags,
        summary: 'Remove trackers from a group; [] removes all of them (admin and all)',
        params: groupParams,
        body: groupDevicesRequest,
        response: { 200: envelope(group), ...refusals },
      },
    },
    async (request) => ({
      data: await removeGroupDevices(
        db,
        request.account,
        groupIdOf(request.params.groupId),
        request.body.device_ids,
      ),
    }),
  );
};

export const groupRoutes: FastifyPluginAsyncZod = accountScope(accountGroupRoutes);
