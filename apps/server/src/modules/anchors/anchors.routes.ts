import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  anchor,
  anchorImage,
  anchorListQuery,
  anchorPage,
  ANCHOR_IMAGE_MAX_BYTES,
  ANCHOR_TEXTS,
  createAnchorRequest,
  envelope,
  errorBody,
  updateAnchorRequest,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { AccountChangeListener } from '../../db/account-change-listener.ts';
import { ANCHORS_CHANNEL } from './anchors.repository.ts';
import { readUploadedFile } from './anchor-upload.ts';
import {
  addAnchorImage,
  checkImageUpload,
  readAnchorImage,
  removeAnchorImage,
} from './anchor-images.service.ts';
import { createAnchor, editAnchor, listAccountAnchors, removeAnchor } from './anchors.service.ts';

const tags = ['Anchor'];
const anchorParams = z.object({ anchorId: z.string() });
const imageParams = z.object({ anchorId: z.string(), imageId: z.string() });
const refusals = { 403: errorBody, 404: errorBody, 422: errorBody };
const idAnswer = envelope(z.object({ id: z.number().int() }));

function idOf(value: string, message: string): number {
  const id = parseRouteId(value);
  if (id === null) throw notFound(message);
  return id;
}
const anchorIdOf = (value: string) => idOf(value, ANCHOR_TEXTS.notFound);
const imageIdOf = (value: string) => idOf(value, ANCHOR_TEXTS.imageNotFound);

/** BLE anchors of an account and their images (spec 1 §2.8, §7; docs/decisions/0037). */
const accountAnchorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, anchorPins: pins } = app.services;
  const db = database.db;
  // only here: no other route takes uploads. A file past the limit is cut off as it streams in (read no further)
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: ANCHOR_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1_000, parts: 11 },
  });

  app.get(
    '/anchors',
    {
      schema: {
        tags,
        summary: 'The BLE anchors in name order (page, per_page, query on name, serial or address)',
        querystring: anchorListQuery,
        response: { 200: anchorPage, ...refusals },
      },
    },
    async (request) => listAccountAnchors(db, request.account, request.query),
  );

  app.post(
    '/anchors',
    {
      schema: {
        tags,
        summary: "Create an anchor for one of the account's BLE trackers (admin and all)",
        body: createAnchorRequest,
        response: { 201: envelope(anchor), ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createAnchor(db, pins, request.account, request.body) }),
  );

  app.put(
    '/anchors/:anchorId',
    {
      schema: {
        tags,
        summary: 'Change the given fields of an anchor; its serial cannot change (admin and all)',
        params: anchorParams,
        body: updateAnchorRequest,
        response: { 200: envelope(anchor), ...refusals },
      },
    },
    async (request) => ({
      data: await editAnchor(db, pins, request.account, anchorIdOf(request.params.anchorId), request.body),
    }),
  );

  app.delete(
    '/anchors/:anchorId',
    {
      schema: {
        tags,
        summary: 'Delete an anchor and its images (admin and all)',
        params: anchorParams,
        response: { 200: idAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await removeAnchor(db, pins, request.account, anchorIdOf(request.params.anchorId)),
    }),
  );

  app.post(
    '/anchors/:anchorId/images',
    {
      schema: {
        tags,
        summary: 'Add one JPEG or PNG image (multipart, at most 1 MB, judged by its bytes; admin and all)',
        params: anchorParams,
        response: { 201: envelope(anchorImage), 400: errorBody, 413: errorBody, ...refusals },
      },
    },
    async (request, reply) => {
      const anchorId = anchorIdOf(request.params.anchorId);
      // the edit check comes before a byte of the file is read
      await checkImageUpload(db, request.account, anchorId);
      const file = await readUploadedFile(request);
      const image = await addAnchorImage(db, request.account, anchorId, file);
      return reply.code(201).send({ data: image });
    },
  );

  app.get(
    '/anchors/:anchorId/images/:imageId',
    {
      schema: {
        tags,
        summary: "An anchor image's bytes (users of the account; 403 and 404 answer the error body)",
        params: imageParams,
      },
    },
    async (request, reply) => {
      const anchorId = anchorIdOf(request.params.anchorId);
      const imageId = imageIdOf(request.params.imageId);
      const image = await readAnchorImage(db, request.account, anchorId, imageId);
      const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="anchor-${anchorId}-image-${imageId}.${extension}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(image.bytes);
    },
  );

  app.delete(
    '/anchors/:anchorId/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Delete an image of an anchor (admin and all)',
        params: imageParams,
        response: { 200: idAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await removeAnchorImage(
        db,
        request.account,
        anchorIdOf(request.params.anchorId),
        imageIdOf(request.params.imageId),
      ),
    }),
  );
};

/**
 * The routes, and on PostgreSQL the listener that keeps this instance's anchor pins (BLE placement) true to
 * changes made through other instances.
 */
export const anchorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.services.database;
  if (pool) {
    const changes = new AccountChangeListener(pool, ANCHORS_CHANNEL, app.services.anchorPins, app.log);
    app.addHook('onReady', async () => changes.start());
    app.addHook('onClose', async () => changes.stop());
  }
  await app.register(accountScope(accountAnchorRoutes));
};
