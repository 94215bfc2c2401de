import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Node's limit on the request line and headers together (--max-http-header-size). */
const HEADER_LIMIT_TEXT = `${Math.round(maxHeaderSize / 1024)} kB`;

/**
 * Fastify's own refusals (FST_ERR_* codes) in words a client developer can act on; undefined for codes that
 * are not about the request (those are our faults and stay 500).
 */
export function frameworkErrorMessage(err: Pick<FastifyError, 'code' | 'statusCode'>): string | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object, or no Content-Type header when there is no body.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send JSON with Content-Type: application/json.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length header.';
    case 'FST_ERR_BAD_URL':
      return 'The URL is malformed: check its percent-encoding.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A part of the URL path is too long; check the identifier in the URL.';
    default:
      return undefined;
  }
}

/**
 * Errors Fastify raises before a request reaches a route (bad percent-encoding, an over-long path part): the
 * same `{ message }` shape as every other error instead of Fastify's own.
 */
function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.code(status).send({ message: frameworkErrorMessage(err) ?? 'The request could not be read.' });
}

/** What Node's 'clientError' event carries: a parser error code and the bytes read so far. */
type ClientError = Error & { code?: string; rawPacket?: unknown };

/** The status and message for a request Node's HTTP parser refused (no Fastify request exists yet). */
export function clientErrorAnswer(err: ClientError): {
  status: number;
  message: string;
} {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive; send it again.' };
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // the limit covers the request line and the headers together: a request line that takes most of it (or
    // was not even complete) means the URL is what is too long
    const received = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.toString('latin1') : '';
    const lineEnd = received.indexOf('\n');
    if (lineEnd < 0 || lineEnd > maxHeaderSize / 2)
      return {
        status: 414,
        message: `The URL is too long (the limit is ${HEADER_LIMIT_TEXT} with the headers); send long lists in a POST body.`,
      };
    return {
      status: 431,
      message: `The request headers are too large (${HEADER_LIMIT_TEXT} in all); send fewer or smaller headers or cookies.`,
    };
  }
  if (err.code === 'HPE_URI_TOO_LONG') return { status: 414, message: 'The URL is too long.' };
  return { status: 400, message: 'The request is not valid HTTP.' };
}

/**
 * Node's http parser refuses some requests before Fastify sees them (headers over the limit, broken HTTP);
 * they get the API's error shape too. As Node itself does, the connection is closed afterwards.
 */
function clientErrorHandler(err: ClientError, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = clientErrorAnswer(err);
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Fastify options that put the framework's and Node's refusals in the API's error shape; spread into Fastify(). */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
