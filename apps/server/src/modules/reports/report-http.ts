import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { PACKED_PATH_CONTENT_TYPE, REPORT_TEXTS } from '@lodestar/contracts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { parseRouteId } from '../accounts/route-id.ts';
import { packedPathChunks } from '../history/packed-path.ts';
import { rangeOf } from './report-content.service.ts';
import type { ReportRow } from './reports.repository.ts';

/** The OpenAPI tag of every report call. */
export const tags = ['Report'];

/** A report id from the path; anything that cannot be one is the same 404 as an unknown report. */
export function reportIdOf(value: string): number {
  const id = parseRouteId(value);
  if (id === null) throw notFound(REPORT_TEXTS.notFound);
  return id;
}

/** The period's path in the tracker history's binary form, which the history map already reads. */
export function sendPackedPath(reply: FastifyReply, database: Database, row: ReportRow) {
  return reply
    .type(PACKED_PATH_CONTENT_TYPE)
    .header('cache-control', 'no-store')
    .send(Readable.from(packedPathChunks(database, row.deviceId, rangeOf(row))) as never);
}
