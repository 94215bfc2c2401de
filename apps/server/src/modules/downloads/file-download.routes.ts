import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, errorBody } from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import type { FileStore, GeneratedFile } from '../files/file-store.ts';
import { requireAuth } from '../session/auth.plugin.ts';
import { sendStoredFile } from './file-reply.ts';

const tags = ['Downloads'];
export const LINK_GONE = 'This download link has expired or does not exist.';
export const NOT_YOURS =
  'This file was made for another user. Sign in as the user the e-mail was sent to, or ask for the file again.';

const params = z.object({ fileId: z.string().max(100) });
const fileInfo = z.object({
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});

/**
 * The file behind an e-mailed link, for the user who asked for it alone (and, with an account API token, only a
 * file of that token's account). Anyone else learns only that it is not theirs: 404, as for another account's
 * object.
 */
async function fileFor(files: FileStore, request: FastifyRequest, fileId: string): Promise<GeneratedFile> {
  const auth = requireAuth(request);
  const file = await files.find(fileId);
  if (!file) throw notFound(LINK_GONE);
  const otherAccount = auth.tokenAccountId !== null && auth.tokenAccountId !== file.accountId;
  if (file.userId !== auth.user.id || otherAccount) throw notFound(NOT_YOURS);
  return file;
}

/** GET /downloads/{fileId} and its /info: the files e-mailed links lead to (docs/decisions/0060). */
export const fileDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { files } = app.services;

  app.get(
    '/downloads/:fileId/info',
    {
      schema: {
        tags,
        summary:
          "An e-mailed file's name, size and when its link expires (the download page); only for who asked",
        params,
        response: { 200: envelope(fileInfo), 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const file = await fileFor(files, request, request.params.fileId);
      return {
        data: {
          name: file.name,
          size: file.size,
          content_type: file.contentType,
          created_at: file.createdAt.toISOString(),
          expires_at: file.expiresAt.toISOString(),
        },
      };
    },
  );

  app.get(
    '/downloads/:fileId',
    {
      schema: {
        tags,
        summary:
          'An e-mailed file (a CSV, a report PDF), streamed as an attachment; only for the signed-in user who ' +
          'asked for it, until its link expires (7 days)',
        params,
        response: { 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const file = await fileFor(files, request, request.params.fileId);
      return sendStoredFile(reply, files, file);
    },
  );
};
