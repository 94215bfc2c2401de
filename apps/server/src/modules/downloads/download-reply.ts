import type { FastifyReply, FastifyRequest } from 'fastify';
import { TIMEZONE_HEADER } from '@lodestar/contracts';
import { chooseTimeZone } from './time-zone.ts';
import { findUserMailAndZone } from './user-time-zone.repository.ts';

export const today = () => new Date().toISOString().slice(0, 10);

/** A CSV attachment; `no-store` because a download holds live positions and may be shared by the browser cache. */
export const sendCsv = (reply: FastifyReply, filename: string, body: unknown) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);

/** The user a download is for, and the zone its times are written in (see time-zone.ts). */
export async function zoneFor(request: FastifyRequest, userId: number, offsetMinutes?: number) {
  const user = await findUserMailAndZone(request.server.services.database.db, userId);
  const zone = chooseTimeZone({
    offsetMinutes,
    header: request.headers[TIMEZONE_HEADER],
    userZone: user?.zone,
  });
  return { user, zone };
}
