import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADDRESS_TEXTS,
  address,
  addressListQuery,
  createAddressRequest,
  envelope,
  errorBody,
  pageMeta,
  updateAddressRequest,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { createAddress, listAccountAddresses, removeAddress, updateAddress } from './addresses.service.ts';

const tags = ['Address'];
const addressParams = z.object({ addressId: z.string() });
const refusals = { 403: errorBody, 404: errorBody, 422: errorBody };

function addressIdOf(value: string): number {
  const id = parseRouteId(value);
  if (id === null) throw notFound(ADDRESS_TEXTS.notFound);
  return id;
}

/** The account's billing and shipping addresses (spec 3 §2.4, §7 Addresses; decision 0044). */
const accountAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/addresses',
    {
      schema: {
        tags,
        summary:
          'The addresses, defaults first then newest (category: billing or shipping; page/per_page: one page with meta). Admin and all roles',
        querystring: addressListQuery,
        response: { 200: z.object({ data: z.array(address), meta: pageMeta.optional() }), ...refusals },
      },
    },
    async (request) => listAccountAddresses(db, request.account, request.query),
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags,
        summary:
          "Add a US address; is_default makes it its category's default (the category's first address always is). Admin and all roles",
        body: createAddressRequest,
        response: { 201: envelope(address), ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createAddress(db, request.account, request.body) }),
  );

  app.put(
    '/addresses/:addressId',
    {
      schema: {
        tags,
        summary:
          "Make the address its category's default (is_default: true; nothing changes when it already is). Admin and all roles",
        params: addressParams,
        body: updateAddressRequest,
        response: { 200: envelope(address), ...refusals },
      },
    },
    async (request) => ({
      data: await updateAddress(
        db,
        request.account,
        addressIdOf(request.params.addressId),
        request.body.is_default,
      ),
    }),
  );

  app.delete(
    '/addresses/:addressId',
    {
      schema: {
        tags,
        summary:
          "Delete an address; when it was the default, the category's newest remaining address becomes the default",
        params: addressParams,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...refusals },
      },
    },
    async (request) => {
      const id = addressIdOf(request.params.addressId);
      await removeAddress(db, request.account, id);
      return { data: { id } };
    },
  );
};

export const addressRoutes: FastifyPluginAsyncZod = accountScope(accountAddressRoutes);
